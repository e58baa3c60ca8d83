-- Posting a journal entry, resolving a hold and changing a simulated platform balance are each one
-- database function, called by the TypeScript wrappers (post-entry.ts, holds.ts,
-- simulated-platform.ts) as their only implementation. A movement that took a round trip per
-- statement (lock the books, settle holds, insert the entry, insert the postings, then lock, read,
-- update and record each platform account) is now one call per step, and PostgreSQL keeps each
-- function's plans instead of planning every statement again (docs/PERFORMANCE.md, "Transfers").
--
-- Refusals use SQLSTATEs of their own, which db/errors.ts turns into the API's errors:
--   CR042  not enough funds (DETAIL says how much is available)      -> 422, code 42
--   CR409  a conflict with the current state                          -> 409
--   CR500  a broken invariant of the caller's own making              -> 500
CREATE FUNCTION ledger_resolve_hold(p_hold uuid, p_outcome text, p_entry uuid) RETURNS TABLE (book_id uuid, amount bigint)
LANGUAGE plpgsql AS $$
-- Ends a hold once: the status moves only from 'active', so a second resolution finds nothing and
-- is refused. The caller holds the book's lock (ledger_post_entry takes it) or the row lock on
-- ledger_holds serialises two resolvers of one hold.
DECLARE
  v_book uuid;
  v_amount bigint;
BEGIN
  UPDATE ledger_holds h SET status = p_outcome, resolved_at = now(), entry_id = p_entry
    WHERE h.id = p_hold AND h.status = 'active'
    RETURNING h.book_id, h.amount INTO v_book, v_amount;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'The hold on these funds was already resolved' USING ERRCODE = 'CR409';
  END IF;
  UPDATE ledger_books b SET held = b.held - v_amount, updated_at = now() WHERE b.id = v_book;
  RETURN QUERY SELECT v_book, v_amount;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_post_entry(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
-- Posts one journal entry inside the caller's transaction. `p`: {brandId, type, memo, createdBy,
-- linkedEntryId, postings: [{bookId, amount}], settlesHolds: [holdId]}. The books are locked in id
-- order (two entries over the same books queue instead of deadlocking); each book appears once (the
-- trigger applies postings one at a time, so -1 then +1 on one book could dip below zero on the way);
-- the entry sums to zero per currency; a book that may not go negative keeps balance - held >= 0
-- (checked here to answer with a clear code, and again by the book's CHECK). Settled holds stop
-- reserving their amount before the funds check: the posting takes their place.
-- Returns {entryId, books: [{id, kind, tradingAccountId, platform, loginId, currency, balance, held}]}
-- as they stand after the posting, for the platform mirror and the caller's reply.
DECLARE
  v_entry uuid;
  v_ids uuid[];
  v_amounts numeric[];
  v_hold text;
  v_resolved record;
  v_settled uuid[] := '{}';
  v_bad record;
BEGIN
  SELECT array_agg((x->>'bookId')::uuid ORDER BY n), array_agg((x->>'amount')::numeric ORDER BY n)
    INTO v_ids, v_amounts
    FROM jsonb_array_elements(p->'postings') WITH ORDINALITY AS t(x, n);
  IF v_ids IS NULL OR cardinality(v_ids) <> (SELECT count(DISTINCT u.book_id) FROM unnest(v_ids) u(book_id)) THEN
    RAISE EXCEPTION 'An entry posts to each book once' USING ERRCODE = 'CR500';
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(v_amounts) a
             WHERE a IS NULL OR a = 0 OR a <> trunc(a) OR abs(a) > 9007199254740991) THEN
    RAISE EXCEPTION 'A posting is a non-zero integer' USING ERRCODE = 'CR500';
  END IF;

  PERFORM 1 FROM ledger_books b WHERE b.id = ANY (v_ids) ORDER BY b.id FOR UPDATE;
  SELECT u.book_id INTO v_bad FROM unnest(v_ids) u(book_id)
    WHERE NOT EXISTS (SELECT 1 FROM ledger_books b WHERE b.id = u.book_id) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Ledger book % does not exist', v_bad.book_id USING ERRCODE = 'CR500';
  END IF;

  FOR v_hold IN SELECT jsonb_array_elements_text(coalesce(p->'settlesHolds', '[]')) LOOP
    SELECT * INTO v_resolved FROM ledger_resolve_hold(v_hold::uuid, 'posted', NULL);
    IF NOT v_resolved.book_id = ANY (v_ids) THEN
      RAISE EXCEPTION 'A settled hold is not on a book of the entry' USING ERRCODE = 'CR500';
    END IF;
    v_settled := v_settled || v_hold::uuid;
  END LOOP;

  SELECT b.currency INTO v_bad FROM unnest(v_ids, v_amounts) e(book_id, amount) JOIN ledger_books b ON b.id = e.book_id
    GROUP BY b.currency HAVING sum(e.amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'The entry does not balance in %', v_bad.currency USING ERRCODE = 'CR500';
  END IF;

  SELECT b.balance - b.held AS available INTO v_bad
    FROM unnest(v_ids, v_amounts) e(book_id, amount) JOIN ledger_books b ON b.id = e.book_id
    WHERE NOT b.allow_negative AND b.balance - b.held + e.amount < 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Not enough funds available on the account' USING ERRCODE = 'CR042',
      DETAIL = format('Available: %s minor units', v_bad.available);
  END IF;

  INSERT INTO journal_entries (brand_id, type, memo, created_by, linked_entry_id)
    VALUES (p->>'brandId', p->>'type', p->>'memo', (p->>'createdBy')::uuid, (p->>'linkedEntryId')::uuid)
    RETURNING id INTO v_entry;
  IF cardinality(v_settled) > 0 THEN
    UPDATE ledger_holds SET entry_id = v_entry WHERE id = ANY (v_settled);
  END IF;
  -- The postings_apply trigger moves each book's cached balance as its posting goes in.
  INSERT INTO postings (entry_id, book_id, currency, amount)
    SELECT v_entry, e.book_id, b.currency, e.amount::bigint
    FROM unnest(v_ids, v_amounts) e(book_id, amount) JOIN ledger_books b ON b.id = e.book_id;

  RETURN jsonb_build_object('entryId', v_entry, 'books', (
    SELECT jsonb_agg(jsonb_build_object(
      'id', b.id, 'kind', b.kind, 'tradingAccountId', b.trading_account_id,
      'platform', a.platform, 'loginId', a.login_id,
      'currency', b.currency, 'balance', b.balance, 'held', b.held) ORDER BY b.id)
    FROM ledger_books b LEFT JOIN trading_accounts a ON a.id = b.trading_account_id
    WHERE b.id = ANY (v_ids)));
END;
$$;
--> statement-breakpoint
CREATE FUNCTION simulated_change_balance(
  p_platform text, p_login bigint, p_book text, p_amount bigint, p_comment text, p_entry uuid, p_free_margin bigint
) RETURNS text
LANGUAGE plpgsql AS $$
-- The simulated platform's balance or credit operation, with its deal. Like a real platform, money
-- leaves only from what is free and a figure never goes below zero. Free margin needs the open
-- positions priced now, which the TypeScript side computes (pricing.ts): when a debit meets open
-- positions and no `p_free_margin` was given, nothing changes and the answer is
-- 'needs_free_margin'; the caller, still holding this row's lock, computes it and calls again.
-- Without open positions the free margin is balance + credit. Answers 'done'.
DECLARE
  v_account simulated_accounts%ROWTYPE;
  v_free bigint;
BEGIN
  IF p_amount IS NULL OR p_amount = 0 OR p_book NOT IN ('balance', 'credit') THEN
    RAISE EXCEPTION 'A balance change is a non-zero integer of minor units on balance or credit' USING ERRCODE = 'CR500';
  END IF;
  SELECT * INTO v_account FROM simulated_accounts
    WHERE platform = p_platform AND login_id = p_login AND deleted_at IS NULL FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Account % does not exist on %', p_login, p_platform USING ERRCODE = 'CR409';
  END IF;
  IF p_amount < 0 THEN
    v_free := p_free_margin;
    IF v_free IS NULL THEN
      IF EXISTS (SELECT 1 FROM simulated_positions
                 WHERE platform = p_platform AND login_id = p_login AND status = 'POSITION_STATUS_OPEN') THEN
        RETURN 'needs_free_margin';
      END IF;
      v_free := v_account.balance + v_account.credit;
    END IF;
    IF (CASE p_book WHEN 'balance' THEN v_account.balance ELSE v_account.credit END) + p_amount < 0
       OR v_free + p_amount < 0 THEN
      RAISE EXCEPTION 'Not enough free margin on % account %', p_platform, p_login USING ERRCODE = 'CR042',
        DETAIL = format('Free margin: %s minor units', v_free);
    END IF;
  END IF;
  IF p_book = 'balance' THEN
    UPDATE simulated_accounts SET balance = balance + p_amount, updated_at = now()
      WHERE platform = p_platform AND login_id = p_login;
  ELSE
    UPDATE simulated_accounts SET credit = credit + p_amount, updated_at = now()
      WHERE platform = p_platform AND login_id = p_login;
  END IF;
  INSERT INTO simulated_deals (platform, login_id, kind, amount, comment, entry_id)
    VALUES (p_platform, p_login, p_book, p_amount, p_comment, p_entry);
  RETURN 'done';
END;
$$;
