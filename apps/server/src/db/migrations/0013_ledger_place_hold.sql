-- The funds rule in one place. A book that may not go negative keeps balance - held >= 0; it was
-- checked by ledger_post_entry in SQL and, for a hold, by placeHold in TypeScript. Both now call
-- ledger_refuse_overdraft, and placing a hold is a database function like posting and resolving
-- (holds.ts calls it). The book's CHECK still refuses what a caller got wrong.

CREATE FUNCTION ledger_refuse_overdraft(p_book ledger_books, p_change numeric) RETURNS void
LANGUAGE plpgsql AS $$
-- Refuses a change of `p_change` minor units (negative takes money away, a hold counts as taking
-- it) that would leave a book which may not go negative with less than nothing available.
BEGIN
  IF NOT p_book.allow_negative AND p_book.balance - p_book.held + p_change < 0 THEN
    RAISE EXCEPTION 'Not enough funds available on the account' USING ERRCODE = 'CR042',
      DETAIL = format('Available: %s minor units', p_book.balance - p_book.held);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_place_hold(p_book uuid, p_amount bigint) RETURNS uuid
LANGUAGE plpgsql AS $$
-- Reserves `p_amount` on a book (a pending withdrawal or transfer) under the book's row lock, when
-- that much is available. Returns the hold's id.
DECLARE
  v_book ledger_books%ROWTYPE;
  v_hold uuid;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'A hold is a positive number of minor units' USING ERRCODE = 'CR500';
  END IF;
  SELECT * INTO v_book FROM ledger_books WHERE id = p_book FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Ledger book % does not exist', p_book USING ERRCODE = 'CR500';
  END IF;
  PERFORM ledger_refuse_overdraft(v_book, -p_amount);
  INSERT INTO ledger_holds (book_id, amount) VALUES (p_book, p_amount) RETURNING id INTO v_hold;
  UPDATE ledger_books SET held = held + p_amount, updated_at = now() WHERE id = p_book;
  RETURN v_hold;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post_entry(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
-- Posts one journal entry inside the caller's transaction. `p`: {brandId, type, memo, createdBy,
-- linkedEntryId, postings: [{bookId, amount}], settlesHolds: [holdId]}. The books are locked in id
-- order (two entries over the same books queue instead of deadlocking); each book appears once (the
-- trigger applies postings one at a time, so -1 then +1 on one book could dip below zero on the way);
-- the entry sums to zero per currency; a book that may not go negative keeps balance - held >= 0
-- (ledger_refuse_overdraft answers with a clear code; the book's CHECK refuses it again). Settled holds stop
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

  PERFORM ledger_refuse_overdraft(b, e.amount)
    FROM unnest(v_ids, v_amounts) e(book_id, amount) JOIN ledger_books b ON b.id = e.book_id;

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
