-- hand-written: the rows are keyed anew; emptied here (the new column has no value for them) and
-- rebuilt at the end. drizzle-kit wrote the primary key before its column: the column goes first.
DELETE FROM account_book_totals;
--> statement-breakpoint
ALTER TABLE "account_book_totals" DROP CONSTRAINT "account_book_totals_brand_id_environment_platform_currency_country_pk";--> statement-breakpoint
ALTER TABLE "account_book_totals" ADD COLUMN "bucket" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "account_book_totals" ADD CONSTRAINT "account_book_totals_brand_id_environment_platform_currency_country_bucket_pk" PRIMARY KEY("brand_id","environment","platform","currency","country","bucket");
--> statement-breakpoint
-- hand-written
-- The books rollup in buckets (issue #15, docs/PERFORMANCE.md "The books rollup"): every posting on
-- accounts of one brand, environment, platform, currency and country moved, and held to COMMIT, one
-- row of account_book_totals, so their transfers queued one behind another. Each key is now split
-- in 16 buckets of the account; an account stays in its bucket for life (the bucket depends on its
-- id alone), so a move or a deletion takes its share out of the bucket it put it in. Readers sum
-- over the buckets. The rows were emptied before the key changed and are rebuilt below.
CREATE FUNCTION account_book_totals_bucket(p_account uuid) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- The number of buckets (16) is named here only: the low four bits of the id's last byte.
  SELECT (get_byte(uuid_send(p_account), 15) & 15)::smallint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_book_totals_add(p_sign integer, p_accounts uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO account_book_totals AS t (brand_id, environment, platform, currency, country, bucket, accounts, balance, credit)
  SELECT a.brand_id, a.environment, a.platform, a.currency, c.country, account_book_totals_bucket(a.id),
         p_sign * count(*), p_sign * sum(m.balance), p_sign * sum(m.credit)
    FROM unnest(p_accounts) AS x(id)
    JOIN trading_accounts a ON a.id = x.id
    JOIN clients c ON c.id = a.client_id AND c.deleted_at IS NULL
   CROSS JOIN LATERAL (
     SELECT coalesce(sum(b.balance) FILTER (WHERE b.kind = 'client_balance'), 0) AS balance,
            coalesce(sum(b.balance) FILTER (WHERE b.kind = 'client_credit'), 0) AS credit
       FROM ledger_books b WHERE b.trading_account_id = a.id) AS m
   WHERE a.deleted_at IS NULL
   GROUP BY 1, 2, 3, 4, 5, 6
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (brand_id, environment, platform, currency, country, bucket) DO UPDATE SET
    accounts = t.accounts + excluded.accounts, balance = t.balance + excluded.balance, credit = t.credit + excluded.credit
$$;
--> statement-breakpoint
-- A client book's balance moved by `p_delta` (minor units).
CREATE OR REPLACE FUNCTION account_book_totals_book(p_account uuid, p_kind text, p_delta bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO account_book_totals AS t (brand_id, environment, platform, currency, country, bucket, accounts, balance, credit)
  SELECT a.brand_id, a.environment, a.platform, a.currency, c.country, account_book_totals_bucket(a.id), 0,
         CASE WHEN p_kind = 'client_balance' THEN p_delta ELSE 0 END,
         CASE WHEN p_kind = 'client_credit' THEN p_delta ELSE 0 END
    FROM trading_accounts a
    JOIN clients c ON c.id = a.client_id AND c.deleted_at IS NULL
   WHERE a.id = p_account AND a.deleted_at IS NULL AND p_kind IN ('client_balance', 'client_credit')
  ON CONFLICT (brand_id, environment, platform, currency, country, bucket) DO UPDATE SET
    balance = t.balance + excluded.balance, credit = t.credit + excluded.credit
$$;
--> statement-breakpoint
-- Locks, in key order (the bucket last), the rollup rows of the client books among `p_books`
-- (ledger_post_entry).
CREATE OR REPLACE FUNCTION account_book_totals_lock(p_books uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM account_book_totals t
   WHERE (t.brand_id, t.environment, t.platform, t.currency, t.country, t.bucket) IN (
     SELECT a.brand_id, a.environment, a.platform, a.currency, c.country, account_book_totals_bucket(a.id)
       FROM ledger_books b
       JOIN trading_accounts a ON a.id = b.trading_account_id
       JOIN clients c ON c.id = a.client_id
      WHERE b.id = ANY (p_books) AND b.kind IN ('client_balance', 'client_credit'))
   ORDER BY t.brand_id, t.environment, t.platform, t.currency, t.country, t.bucket
   FOR UPDATE OF t;
END;
$$;
--> statement-breakpoint
-- New accounts join once per statement, set-based (migration 0046), each in its bucket.
CREATE OR REPLACE FUNCTION trading_accounts_book_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new account has no books yet (a book references its account, so none can exist before the
  -- insert): it joins with its count alone, read from the inserted rows themselves.
  INSERT INTO account_book_totals AS t (brand_id, environment, platform, currency, country, bucket, accounts, balance, credit)
  SELECT i.brand_id, i.environment, i.platform, i.currency, c.country, account_book_totals_bucket(i.id), count(*), 0, 0
    FROM inserted i
    JOIN clients c ON c.id = i.client_id AND c.deleted_at IS NULL
   WHERE i.deleted_at IS NULL
   GROUP BY 1, 2, 3, 4, 5, 6
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (brand_id, environment, platform, currency, country, bucket) DO UPDATE SET accounts = t.accounts + excluded.accounts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Set-based, from the books: for loads that write with triggers off (the benches) and below.
CREATE OR REPLACE FUNCTION account_book_totals_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM account_book_totals;
  INSERT INTO account_book_totals (brand_id, environment, platform, currency, country, bucket, accounts, balance, credit)
  SELECT a.brand_id, a.environment, a.platform, a.currency, c.country, account_book_totals_bucket(a.id), count(*),
         coalesce(sum(m.balance), 0), coalesce(sum(m.credit), 0)
    FROM trading_accounts a
    JOIN clients c ON c.id = a.client_id AND c.deleted_at IS NULL
    LEFT JOIN (SELECT b.trading_account_id,
                      sum(b.balance) FILTER (WHERE b.kind = 'client_balance') AS balance,
                      sum(b.balance) FILTER (WHERE b.kind = 'client_credit') AS credit
                 FROM ledger_books b WHERE b.trading_account_id IS NOT NULL
                GROUP BY b.trading_account_id) AS m ON m.trading_account_id = a.id
   WHERE a.deleted_at IS NULL
   GROUP BY 1, 2, 3, 4, 5, 6
$$;
--> statement-breakpoint
SELECT account_book_totals_rebuild();
