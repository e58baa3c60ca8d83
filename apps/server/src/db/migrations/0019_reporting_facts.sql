CREATE TABLE "client_daily_facts" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"country" text NOT NULL,
	"sales_agent_id" uuid,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"registered" bigint NOT NULL,
	"verified" bigint NOT NULL,
	"ftd_clients" bigint NOT NULL,
	"ftd_usd" bigint NOT NULL,
	"deposits_usd" bigint NOT NULL,
	"net_deposits_usd" bigint NOT NULL,
	CONSTRAINT "client_daily_facts_key" UNIQUE NULLS NOT DISTINCT("brand_id","day","country","sales_agent_id","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"digits" integer NOT NULL,
	CONSTRAINT "currencies_digits_check" CHECK ("currencies"."digits" between 0 and 18)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"usd_per_unit" numeric(30, 12) NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_day_pk" PRIMARY KEY("currency","day"),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."usd_per_unit" > 0)
);
--> statement-breakpoint
CREATE TABLE "ftd_daily_facts" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"country" text NOT NULL,
	"sales_agent_id" uuid,
	"utm_source" text,
	"n" bigint NOT NULL,
	"usd" bigint NOT NULL,
	"days_to_ftd" bigint NOT NULL,
	CONSTRAINT "ftd_daily_facts_key" UNIQUE NULLS NOT DISTINCT("brand_id","day","country","sales_agent_id","utm_source")
);
--> statement-breakpoint
CREATE TABLE "money_daily_facts" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"country" text NOT NULL,
	"sales_agent_id" uuid,
	"platform" text NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"method" text,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"usd" bigint NOT NULL,
	"refunded" bigint NOT NULL,
	"refunded_usd" bigint NOT NULL,
	"reversed" bigint NOT NULL,
	"reversed_usd" bigint NOT NULL,
	CONSTRAINT "money_daily_facts_key" UNIQUE NULLS NOT DISTINCT("brand_id","day","country","sales_agent_id","platform","currency","type","method","status")
);
--> statement-breakpoint
CREATE TABLE "reporting_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	CONSTRAINT "reporting_settings_one_row" CHECK ("reporting_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "net_deposits_usd_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "usd_amount" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "usd_rate" numeric(30, 12);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Reports (issue #15). The rules, decided here and written down in docs/ARCHITECTURE.md "Reports":
-- * Every figure counts on a reporting day: the day in the brokerage's one reporting time zone
--   (`reporting_settings`, from REPORTING_TIME_ZONE; changing it rebuilds the facts).
-- * A transaction is converted to USD once, when it is written, at the rate of its reporting day
--   (the last rate the source published on or before that day), rounded half-even to the cent;
--   refunds and reversals of a deposit use the deposit's own rate and count on the deposit's day.
-- * Facts are kept by triggers in the transaction that writes the money or the client, so a figure
--   and the rows behind it always agree.
INSERT INTO currencies (code, digits) VALUES
  ('USD', 2), ('EUR', 2), ('GBP', 2), ('BTC', 8), ('ETH', 9), ('USDT', 2), ('MRD', 9);
--> statement-breakpoint
INSERT INTO reporting_settings (id, time_zone) VALUES (1, 'UTC');
--> statement-breakpoint
-- The reporting zone. Queries over many rows read it once into an uncorrelated sub-select or a
-- variable (a sub-select inside a function is evaluated per call: ten times the cost of the
-- conversion itself); per-row use in the triggers is over a statement's few rows.
CREATE FUNCTION reporting_zone() RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT time_zone FROM reporting_settings WHERE id = 1 $$;
--> statement-breakpoint
CREATE FUNCTION reporting_day(p_at timestamptz) RETURNS date
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (p_at AT TIME ZONE reporting_zone())::date
$$;
--> statement-breakpoint
-- Half to even (banker's rounding), so rounding errors do not all lean one way over many rows;
-- numeric's own round() goes half away from zero. A tie is an exact .5: twice p/2 rounded.
CREATE FUNCTION round_half_even(p numeric) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN abs(p - trunc(p)) = 0.5 THEN 2 * round(p / 2) ELSE round(p) END)::bigint
$$;
--> statement-breakpoint
-- The digits of a currency, as the `currencies` table holds them (a test keeps the two and the
-- contracts equal). A function rather than a lookup in the table: conversion runs for every row of
-- a rebuild, and a table lookup per row made it eighteen times slower.
CREATE FUNCTION currency_digits(p_currency text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE p_currency WHEN 'BTC' THEN 8 WHEN 'ETH' THEN 9 WHEN 'MRD' THEN 9 ELSE 2 END
$$;
--> statement-breakpoint
-- USD cents of `p_minor` minor units of a currency at `p_rate` USD per major unit.
CREATE FUNCTION usd_cents(p_minor bigint, p_currency text, p_rate numeric) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round_half_even(p_minor * p_rate * 100 / (10::numeric ^ currency_digits(p_currency)))
$$;
--> statement-breakpoint
-- USD for one major unit of a currency on a day: that day's rate or the last one before it.
CREATE FUNCTION usd_rate_on(p_currency text, p_day date) RETURNS numeric
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_rate numeric;
BEGIN
  IF p_currency = 'USD' THEN
    RETURN 1;
  END IF;
  SELECT usd_per_unit INTO v_rate FROM exchange_rates
   WHERE currency = p_currency AND day <= p_day ORDER BY day DESC LIMIT 1;
  IF v_rate IS NULL THEN
    RAISE EXCEPTION 'no exchange rate for % on or before %', p_currency, p_day USING ERRCODE = 'P0001';
  END IF;
  RETURN v_rate;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION transactions_set_usd() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.usd_rate := usd_rate_on(NEW.currency, reporting_day(NEW.created_at));
  NEW.usd_amount := usd_cents(NEW.amount, NEW.currency, NEW.usd_rate);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Rows written before this migration: every account was opened in USD.
UPDATE transactions SET usd_rate = usd_rate_on(currency, reporting_day(created_at)),
                        usd_amount = usd_cents(amount, currency, usd_rate_on(currency, reporting_day(created_at)));
--> statement-breakpoint
ALTER TABLE transactions ALTER COLUMN usd_amount SET NOT NULL, ALTER COLUMN usd_rate SET NOT NULL;
--> statement-breakpoint
CREATE TRIGGER transactions_usd_on_insert BEFORE INSERT ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_set_usd();
--> statement-breakpoint
-- The rate and the USD amount are facts of the moment the money moved: later changes keep them.
CREATE FUNCTION transactions_keep_usd() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount <> OLD.amount OR NEW.currency <> OLD.currency OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'a transaction''s amount, currency and time are fixed once written' USING ERRCODE = 'P0001';
  END IF;
  NEW.usd_rate := OLD.usd_rate;
  NEW.usd_amount := OLD.usd_amount;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_usd_on_update BEFORE UPDATE ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_keep_usd();
--> statement-breakpoint
-- What is left of a deposit that a chargeback or a duplicate reversed (a refund is refund_amount).
CREATE FUNCTION reversed_minor(p transactions) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p.status IN ('chargeback', 'duplicated') THEN p.amount - p.refund_amount ELSE 0 END
$$;
--> statement-breakpoint
-- Adds (p_sign 1) or takes away (-1) these transactions' share of the money facts, read with the
-- clients' and accounts' dimensions as they are now. Demo accounts play with practice money: they
-- are never in the brokerage's figures. Rows are upserted in key order, so two writers lock the
-- fact rows they share in one order and cannot deadlock on them.
CREATE FUNCTION money_facts_add(p_sign integer, p_rows transactions[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO money_daily_facts AS f
    (brand_id, day, country, sales_agent_id, platform, currency, type, method, status,
     n, amount, usd, refunded, refunded_usd, reversed, reversed_usd)
  SELECT t.brand_id, reporting_day(t.created_at), c.country, c.sales_agent_id, a.platform, t.currency, t.type,
         t.method, t.status,
         p_sign * count(*), p_sign * sum(t.amount), p_sign * sum(t.usd_amount),
         p_sign * sum(t.refund_amount), p_sign * sum(usd_cents(t.refund_amount, t.currency, t.usd_rate)),
         p_sign * sum(reversed_minor(t)), p_sign * sum(usd_cents(reversed_minor(t), t.currency, t.usd_rate))
    FROM unnest(p_rows) AS t
    JOIN clients c ON c.id = t.client_id
    JOIN trading_accounts a ON a.id = t.trading_account_id AND a.environment = 'live'
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
   ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ON CONSTRAINT money_daily_facts_key DO UPDATE SET
    n = f.n + excluded.n, amount = f.amount + excluded.amount, usd = f.usd + excluded.usd,
    refunded = f.refunded + excluded.refunded, refunded_usd = f.refunded_usd + excluded.refunded_usd,
    reversed = f.reversed + excluded.reversed, reversed_usd = f.reversed_usd + excluded.reversed_usd
$$;
--> statement-breakpoint
CREATE FUNCTION transactions_money_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM money_facts_add(-1, array(SELECT p::transactions FROM previous p));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM money_facts_add(1, array(SELECT c::transactions FROM changed c));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_money_facts_on_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION transactions_money_facts();
--> statement-breakpoint
CREATE TRIGGER transactions_money_facts_on_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION transactions_money_facts();
--> statement-breakpoint
CREATE TRIGGER transactions_money_facts_on_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS previous FOR EACH STATEMENT EXECUTE FUNCTION transactions_money_facts();
--> statement-breakpoint
-- A client moved to another country or sales agent takes their money with them: their share leaves
-- the old dimensions before the row changes and joins the new ones after.
CREATE FUNCTION clients_money_facts_leave() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM money_facts_add(-1, array(SELECT t FROM transactions t WHERE t.client_id = OLD.id));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION clients_money_facts_join() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM money_facts_add(1, array(SELECT t FROM transactions t WHERE t.client_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER clients_money_facts_before_move BEFORE UPDATE OF country, sales_agent_id ON clients
  FOR EACH ROW WHEN (OLD.country IS DISTINCT FROM NEW.country OR OLD.sales_agent_id IS DISTINCT FROM NEW.sales_agent_id)
  EXECUTE FUNCTION clients_money_facts_leave();
--> statement-breakpoint
CREATE TRIGGER clients_money_facts_after_move AFTER UPDATE OF country, sales_agent_id ON clients
  FOR EACH ROW WHEN (OLD.country IS DISTINCT FROM NEW.country OR OLD.sales_agent_id IS DISTINCT FROM NEW.sales_agent_id)
  EXECUTE FUNCTION clients_money_facts_join();
--> statement-breakpoint
-- A client's deposit facts now count every currency, in USD at each transaction's rate, and add
-- the net: settled deposits less refunds, chargebacks, duplicates and paid-out withdrawals.
CREATE OR REPLACE FUNCTION clients_refresh_deposit_facts(p_clients uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Locks as migration 0014 explains: one order, NO KEY UPDATE.
  PERFORM 1 FROM clients WHERE id = ANY (p_clients) ORDER BY id FOR NO KEY UPDATE;
  UPDATE clients AS c
     SET first_deposit_at = f.first_at, ftd_amount_usd_cents = f.ftd, total_deposits_usd_cents = coalesce(f.total, 0),
         net_deposits_usd_cents = coalesce(f.net, 0)
    FROM unnest(p_clients) AS k(id)
    CROSS JOIN LATERAL (
      SELECT (array_agg(t.created_at ORDER BY t.created_at, t.id) FILTER (WHERE t.type = 'deposit' AND t.status IN ('approved', 'partial_refund', 'refund')))[1] AS first_at,
             (array_agg(t.usd_amount ORDER BY t.created_at, t.id) FILTER (WHERE t.type = 'deposit' AND t.status IN ('approved', 'partial_refund', 'refund')))[1] AS ftd,
             sum(t.usd_amount) FILTER (WHERE t.type = 'deposit' AND t.status IN ('approved', 'partial_refund', 'refund')) AS total,
             sum(CASE
                   WHEN t.type = 'deposit' AND t.status IN ('approved', 'partial_refund', 'refund', 'chargeback', 'duplicated')
                     THEN t.usd_amount - usd_cents(t.refund_amount, t.currency, t.usd_rate) - usd_cents(reversed_minor(t), t.currency, t.usd_rate)
                   WHEN t.type = 'withdrawal' AND t.status = 'approved' THEN -t.usd_amount
                   ELSE 0
                 END) AS net
        FROM transactions t
        JOIN trading_accounts a ON a.id = t.trading_account_id AND a.environment = 'live'
       WHERE t.client_id = k.id AND t.type IN ('deposit', 'withdrawal')
    ) AS f
   WHERE c.id = k.id
     AND (c.first_deposit_at IS DISTINCT FROM f.first_at OR c.ftd_amount_usd_cents IS DISTINCT FROM f.ftd
          OR c.total_deposits_usd_cents <> coalesce(f.total, 0) OR c.net_deposits_usd_cents <> coalesce(f.net, 0));
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transactions_refresh_deposit_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
-- Once per statement, with the rows it wrote: only client deposits and withdrawals move a client's
-- deposit facts (a withdrawal only its net).
DECLARE
  v_clients uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT client_id) INTO v_clients FROM changed WHERE type IN ('deposit', 'withdrawal');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT client_id) INTO v_clients FROM previous WHERE type IN ('deposit', 'withdrawal');
  ELSE
    SELECT array_agg(DISTINCT client_id) INTO v_clients FROM (
      SELECT client_id FROM changed WHERE type IN ('deposit', 'withdrawal')
      UNION
      SELECT client_id FROM previous WHERE type IN ('deposit', 'withdrawal')
    ) AS touched;
  END IF;
  IF v_clients IS NOT NULL THEN
    PERFORM clients_refresh_deposit_facts(v_clients);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Adds or takes away clients' share of the client facts (by registration day) and of the
-- first-time deposit facts (by the day of the first deposit). Key order, as above.
CREATE FUNCTION client_facts_add(p_sign integer, p_rows clients[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO client_daily_facts AS f
    (brand_id, day, country, sales_agent_id, utm_source, utm_medium, utm_campaign,
     registered, verified, ftd_clients, ftd_usd, deposits_usd, net_deposits_usd)
  SELECT c.brand_id, reporting_day(c.created_at), c.country, c.sales_agent_id,
         nullif(c.utms ->> 'utm_source', ''), nullif(c.utms ->> 'utm_medium', ''), nullif(c.utms ->> 'utm_campaign', ''),
         p_sign * count(*), p_sign * count(*) FILTER (WHERE c.kyc_status = 'approved'),
         p_sign * count(c.first_deposit_at), p_sign * coalesce(sum(c.ftd_amount_usd_cents), 0),
         p_sign * sum(c.total_deposits_usd_cents), p_sign * sum(c.net_deposits_usd_cents)
    FROM unnest(p_rows) AS c
   GROUP BY 1, 2, 3, 4, 5, 6, 7
   ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT client_daily_facts_key DO UPDATE SET
    registered = f.registered + excluded.registered, verified = f.verified + excluded.verified,
    ftd_clients = f.ftd_clients + excluded.ftd_clients, ftd_usd = f.ftd_usd + excluded.ftd_usd,
    deposits_usd = f.deposits_usd + excluded.deposits_usd, net_deposits_usd = f.net_deposits_usd + excluded.net_deposits_usd;
  INSERT INTO ftd_daily_facts AS f (brand_id, day, country, sales_agent_id, utm_source, n, usd, days_to_ftd)
  SELECT c.brand_id, reporting_day(c.first_deposit_at), c.country, c.sales_agent_id, nullif(c.utms ->> 'utm_source', ''),
         p_sign * count(*), p_sign * sum(c.ftd_amount_usd_cents),
         p_sign * sum(reporting_day(c.first_deposit_at) - reporting_day(c.created_at))
    FROM unnest(p_rows) AS c
   WHERE c.first_deposit_at IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT ftd_daily_facts_key DO UPDATE SET
    n = f.n + excluded.n, usd = f.usd + excluded.usd, days_to_ftd = f.days_to_ftd + excluded.days_to_ftd;
$$;
--> statement-breakpoint
CREATE FUNCTION clients_client_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM client_facts_add(-1, array(SELECT p::clients FROM previous p));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM client_facts_add(1, array(SELECT c::clients FROM changed c));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER clients_client_facts_on_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clients_client_facts();
--> statement-breakpoint
CREATE TRIGGER clients_client_facts_on_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clients_client_facts();
--> statement-breakpoint
CREATE TRIGGER clients_client_facts_on_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS previous FOR EACH STATEMENT EXECUTE FUNCTION clients_client_facts();
--> statement-breakpoint
-- Rebuilds every fact from the rows, set-based (a bulk load with the triggers off; a changed
-- reporting time zone). The triggers' functions take arrays, which at millions of rows would hold
-- them all in memory at once: this reads the tables instead, with the same expressions. The
-- clients' own deposit columns do not depend on the reporting day and are kept by their triggers
-- (a bulk loader that turns triggers off sets them itself, as bench/report-rows.ts does).
CREATE FUNCTION reporting_facts_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_zone text := reporting_zone();
BEGIN
  DELETE FROM money_daily_facts;
  DELETE FROM client_daily_facts;
  DELETE FROM ftd_daily_facts;
  INSERT INTO money_daily_facts
    (brand_id, day, country, sales_agent_id, platform, currency, type, method, status,
     n, amount, usd, refunded, refunded_usd, reversed, reversed_usd)
  SELECT t.brand_id, (t.created_at AT TIME ZONE v_zone)::date, c.country, c.sales_agent_id, a.platform, t.currency, t.type,
         t.method, t.status, count(*), sum(t.amount), sum(t.usd_amount),
         sum(t.refund_amount), sum(usd_cents(t.refund_amount, t.currency, t.usd_rate)),
         sum(reversed_minor(t)), sum(usd_cents(reversed_minor(t), t.currency, t.usd_rate))
    FROM transactions t
    JOIN clients c ON c.id = t.client_id
    JOIN trading_accounts a ON a.id = t.trading_account_id AND a.environment = 'live'
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  INSERT INTO client_daily_facts
    (brand_id, day, country, sales_agent_id, utm_source, utm_medium, utm_campaign,
     registered, verified, ftd_clients, ftd_usd, deposits_usd, net_deposits_usd)
  SELECT c.brand_id, (c.created_at AT TIME ZONE v_zone)::date, c.country, c.sales_agent_id,
         nullif(c.utms ->> 'utm_source', ''), nullif(c.utms ->> 'utm_medium', ''), nullif(c.utms ->> 'utm_campaign', ''),
         count(*), count(*) FILTER (WHERE c.kyc_status = 'approved'), count(c.first_deposit_at),
         coalesce(sum(c.ftd_amount_usd_cents), 0), sum(c.total_deposits_usd_cents), sum(c.net_deposits_usd_cents)
    FROM clients c
   GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO ftd_daily_facts (brand_id, day, country, sales_agent_id, utm_source, n, usd, days_to_ftd)
  SELECT c.brand_id, (c.first_deposit_at AT TIME ZONE v_zone)::date, c.country, c.sales_agent_id, nullif(c.utms ->> 'utm_source', ''),
         count(*), sum(c.ftd_amount_usd_cents), sum((c.first_deposit_at AT TIME ZONE v_zone)::date - (c.created_at AT TIME ZONE v_zone)::date)
    FROM clients c
   WHERE c.first_deposit_at IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5;
END;
$$;
--> statement-breakpoint
-- Clients that already hold money get the new net figure (and every currency counted), then facts.
SELECT clients_refresh_deposit_facts(array(SELECT DISTINCT client_id FROM transactions));
--> statement-breakpoint
SELECT reporting_facts_rebuild();
--> statement-breakpoint
CREATE INDEX money_daily_facts_brand_day_idx ON money_daily_facts (brand_id, day);
--> statement-breakpoint
CREATE INDEX client_daily_facts_brand_day_idx ON client_daily_facts (brand_id, day);
--> statement-breakpoint
CREATE INDEX ftd_daily_facts_brand_day_idx ON ftd_daily_facts (brand_id, day);
--> statement-breakpoint
-- The first instant of a reporting day: the lists' day filters use it, so a list opened from a
-- report's figure (the same days) holds exactly the rows that figure counts.
CREATE FUNCTION reporting_day_start(p_day date) RETURNS timestamptz
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT p_day::timestamp AT TIME ZONE reporting_zone()
$$;

--> statement-breakpoint
-- Clients per device (the dashboard's demographics) count from this index alone.
CREATE INDEX "clients_brand_device_idx" ON "clients" USING btree ("brand_id","device_type");
--> statement-breakpoint
-- The one way to change the reporting zone: the setting and every fact, in the caller's transaction. A zone PostgreSQL does not know is refused before anything changes.
CREATE FUNCTION set_reporting_zone(p_zone text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = p_zone) THEN
    RAISE EXCEPTION 'unknown time zone %', p_zone USING ERRCODE = '22023';
  END IF;
  IF p_zone = reporting_zone() THEN
    RETURN;
  END IF;
  UPDATE reporting_settings SET time_zone = p_zone WHERE id = 1;
  PERFORM reporting_facts_rebuild();
END;
$$;