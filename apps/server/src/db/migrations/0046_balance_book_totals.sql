CREATE TABLE "account_book_totals" (
	"brand_id" text NOT NULL,
	"environment" text NOT NULL,
	"platform" text NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"accounts" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"credit" bigint NOT NULL,
	CONSTRAINT "account_book_totals_brand_id_environment_platform_currency_country_pk" PRIMARY KEY("brand_id","environment","platform","currency","country")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_updated_after_created_check" CHECK ("transactions"."updated_at" >= "transactions"."created_at");

--> statement-breakpoint
-- hand-written
-- The books rollup (account_book_totals, ARCHITECTURE.md "Trading reports"): an account counts in
-- it, with the balance of its client_balance and client_credit books, while neither it nor its
-- client is deleted, under its brand, environment, platform, currency and its client's country.
-- Every change adds its difference in the statement that makes it, from the tables as they stand:
-- a book's balance by a row trigger on ledger_books; an account or client that moves or is deleted
-- or restored takes its share out before the update and puts it back after (as the money facts do
-- on clients, migration 0044). Upserts go in key order.
CREATE FUNCTION account_book_totals_add(p_sign integer, p_accounts uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO account_book_totals AS t (brand_id, environment, platform, currency, country, accounts, balance, credit)
  SELECT a.brand_id, a.environment, a.platform, a.currency, c.country,
         p_sign * count(*), p_sign * sum(m.balance), p_sign * sum(m.credit)
    FROM unnest(p_accounts) AS x(id)
    JOIN trading_accounts a ON a.id = x.id
    JOIN clients c ON c.id = a.client_id AND c.deleted_at IS NULL
   CROSS JOIN LATERAL (
     SELECT coalesce(sum(b.balance) FILTER (WHERE b.kind = 'client_balance'), 0) AS balance,
            coalesce(sum(b.balance) FILTER (WHERE b.kind = 'client_credit'), 0) AS credit
       FROM ledger_books b WHERE b.trading_account_id = a.id) AS m
   WHERE a.deleted_at IS NULL
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (brand_id, environment, platform, currency, country) DO UPDATE SET
    accounts = t.accounts + excluded.accounts, balance = t.balance + excluded.balance, credit = t.credit + excluded.credit
$$;
--> statement-breakpoint
-- A client book's balance moved by `p_delta` (minor units).
CREATE FUNCTION account_book_totals_book(p_account uuid, p_kind text, p_delta bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO account_book_totals AS t (brand_id, environment, platform, currency, country, accounts, balance, credit)
  SELECT a.brand_id, a.environment, a.platform, a.currency, c.country, 0,
         CASE WHEN p_kind = 'client_balance' THEN p_delta ELSE 0 END,
         CASE WHEN p_kind = 'client_credit' THEN p_delta ELSE 0 END
    FROM trading_accounts a
    JOIN clients c ON c.id = a.client_id AND c.deleted_at IS NULL
   WHERE a.id = p_account AND a.deleted_at IS NULL AND p_kind IN ('client_balance', 'client_credit')
  ON CONFLICT (brand_id, environment, platform, currency, country) DO UPDATE SET
    balance = t.balance + excluded.balance, credit = t.credit + excluded.credit
$$;
--> statement-breakpoint
-- Locks, in key order, the rollup rows of the client books among `p_books` (ledger_post_entry).
CREATE FUNCTION account_book_totals_lock(p_books uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM account_book_totals t
   WHERE (t.brand_id, t.environment, t.platform, t.currency, t.country) IN (
     SELECT a.brand_id, a.environment, a.platform, a.currency, c.country
       FROM ledger_books b
       JOIN trading_accounts a ON a.id = b.trading_account_id
       JOIN clients c ON c.id = a.client_id
      WHERE b.id = ANY (p_books) AND b.kind IN ('client_balance', 'client_credit'))
   ORDER BY t.brand_id, t.environment, t.platform, t.currency, t.country
   FOR UPDATE OF t;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_books_book_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.trading_account_id IS NOT DISTINCT FROM NEW.trading_account_id AND OLD.kind = NEW.kind THEN
    IF NEW.trading_account_id IS NOT NULL THEN
      PERFORM account_book_totals_book(NEW.trading_account_id, NEW.kind, NEW.balance - OLD.balance);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.trading_account_id IS NOT NULL THEN
    PERFORM account_book_totals_book(OLD.trading_account_id, OLD.kind, -OLD.balance);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.trading_account_id IS NOT NULL THEN
    PERFORM account_book_totals_book(NEW.trading_account_id, NEW.kind, NEW.balance);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_books_book_totals_insert AFTER INSERT ON ledger_books
  FOR EACH ROW WHEN (NEW.balance <> 0) EXECUTE FUNCTION ledger_books_book_totals();
--> statement-breakpoint
CREATE TRIGGER ledger_books_book_totals_update AFTER UPDATE OF balance, trading_account_id, kind ON ledger_books
  FOR EACH ROW WHEN (OLD.balance <> NEW.balance OR OLD.trading_account_id IS DISTINCT FROM NEW.trading_account_id
                     OR OLD.kind <> NEW.kind)
  EXECUTE FUNCTION ledger_books_book_totals();
--> statement-breakpoint
CREATE TRIGGER ledger_books_book_totals_delete AFTER DELETE ON ledger_books
  FOR EACH ROW WHEN (OLD.balance <> 0) EXECUTE FUNCTION ledger_books_book_totals();
--> statement-breakpoint
CREATE FUNCTION trading_accounts_book_totals_leave() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM account_book_totals_add(-1, ARRAY[OLD.id]);
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION trading_accounts_book_totals_join() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM account_book_totals_add(1, ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- New accounts join once per statement, set-based: a bulk insert (an import, a bench, a test's
-- 20,000 accounts) would otherwise run the upsert once per row, minutes on the embedded database.
CREATE FUNCTION trading_accounts_book_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new account has no books yet (a book references its account, so none can exist before the
  -- insert): it joins with its count alone, read from the inserted rows themselves.
  INSERT INTO account_book_totals AS t (brand_id, environment, platform, currency, country, accounts, balance, credit)
  SELECT i.brand_id, i.environment, i.platform, i.currency, c.country, count(*), 0, 0
    FROM inserted i
    JOIN clients c ON c.id = i.client_id AND c.deleted_at IS NULL
   WHERE i.deleted_at IS NULL
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (brand_id, environment, platform, currency, country) DO UPDATE SET accounts = t.accounts + excluded.accounts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trading_accounts_book_totals_insert AFTER INSERT ON trading_accounts
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION trading_accounts_book_totals_insert();
--> statement-breakpoint
CREATE TRIGGER trading_accounts_book_totals_before_move
  BEFORE UPDATE OF brand_id, client_id, environment, platform, currency, deleted_at ON trading_accounts
  FOR EACH ROW WHEN (OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.client_id IS DISTINCT FROM NEW.client_id
                     OR OLD.environment IS DISTINCT FROM NEW.environment OR OLD.platform IS DISTINCT FROM NEW.platform
                     OR OLD.currency IS DISTINCT FROM NEW.currency OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION trading_accounts_book_totals_leave();
--> statement-breakpoint
CREATE TRIGGER trading_accounts_book_totals_after_move
  AFTER UPDATE OF brand_id, client_id, environment, platform, currency, deleted_at ON trading_accounts
  FOR EACH ROW WHEN (OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.client_id IS DISTINCT FROM NEW.client_id
                     OR OLD.environment IS DISTINCT FROM NEW.environment OR OLD.platform IS DISTINCT FROM NEW.platform
                     OR OLD.currency IS DISTINCT FROM NEW.currency OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION trading_accounts_book_totals_join();
--> statement-breakpoint
CREATE TRIGGER trading_accounts_book_totals_delete BEFORE DELETE ON trading_accounts
  FOR EACH ROW EXECUTE FUNCTION trading_accounts_book_totals_leave();
--> statement-breakpoint
CREATE FUNCTION clients_book_totals_leave() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM account_book_totals_add(-1, ARRAY(SELECT a.id FROM trading_accounts a WHERE a.client_id = OLD.id));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION clients_book_totals_join() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM account_book_totals_add(1, ARRAY(SELECT a.id FROM trading_accounts a WHERE a.client_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER clients_book_totals_before_move BEFORE UPDATE OF country, deleted_at ON clients
  FOR EACH ROW WHEN (OLD.country IS DISTINCT FROM NEW.country OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION clients_book_totals_leave();
--> statement-breakpoint
CREATE TRIGGER clients_book_totals_after_move AFTER UPDATE OF country, deleted_at ON clients
  FOR EACH ROW WHEN (OLD.country IS DISTINCT FROM NEW.country OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION clients_book_totals_join();
--> statement-breakpoint
-- Set-based, from the books: for loads that write with triggers off (the benches) and below.
CREATE FUNCTION account_book_totals_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM account_book_totals;
  INSERT INTO account_book_totals (brand_id, environment, platform, currency, country, accounts, balance, credit)
  SELECT a.brand_id, a.environment, a.platform, a.currency, c.country, count(*),
         coalesce(sum(m.balance), 0), coalesce(sum(m.credit), 0)
    FROM trading_accounts a
    JOIN clients c ON c.id = a.client_id AND c.deleted_at IS NULL
    LEFT JOIN (SELECT b.trading_account_id,
                      sum(b.balance) FILTER (WHERE b.kind = 'client_balance') AS balance,
                      sum(b.balance) FILTER (WHERE b.kind = 'client_credit') AS credit
                 FROM ledger_books b WHERE b.trading_account_id IS NOT NULL
                GROUP BY b.trading_account_id) AS m ON m.trading_account_id = a.id
   WHERE a.deleted_at IS NULL
   GROUP BY 1, 2, 3, 4, 5
$$;
--> statement-breakpoint
SELECT account_book_totals_rebuild();
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
  -- Then the books rollup's rows these postings will move (migration 0046), in key order: the
  -- postings go in in the caller's order, so two transfers in opposite directions between accounts
  -- of different keys would otherwise take them crosswise and deadlock.
  PERFORM account_book_totals_lock(v_ids);
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
