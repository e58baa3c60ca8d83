CREATE TABLE "client_daily_totals" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"country" text NOT NULL,
	"registered" bigint NOT NULL,
	"verified" bigint NOT NULL,
	"ftd_clients" bigint NOT NULL,
	"ftd_usd" bigint NOT NULL,
	"deposits_usd" bigint NOT NULL,
	"net_deposits_usd" bigint NOT NULL,
	CONSTRAINT "client_daily_totals_brand_id_day_country_pk" PRIMARY KEY("brand_id","day","country")
);
--> statement-breakpoint
CREATE TABLE "client_monthly_facts" (
	"brand_id" text NOT NULL,
	"month" date NOT NULL,
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
	CONSTRAINT "client_monthly_facts_key" UNIQUE NULLS NOT DISTINCT("brand_id","month","country","sales_agent_id","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "ftd_monthly_facts" (
	"brand_id" text NOT NULL,
	"month" date NOT NULL,
	"country" text NOT NULL,
	"sales_agent_id" uuid,
	"utm_source" text,
	"n" bigint NOT NULL,
	"usd" bigint NOT NULL,
	"days_to_ftd" bigint NOT NULL,
	CONSTRAINT "ftd_monthly_facts_key" UNIQUE NULLS NOT DISTINCT("brand_id","month","country","sales_agent_id","utm_source")
);
--> statement-breakpoint
CREATE TABLE "money_daily_kinds" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	"usd" bigint NOT NULL,
	"refunded_usd" bigint NOT NULL,
	"reversed_usd" bigint NOT NULL,
	CONSTRAINT "money_daily_kinds_brand_id_day_type_status_pk" PRIMARY KEY("brand_id","day","type","status")
);
--> statement-breakpoint
CREATE TABLE "money_daily_totals" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
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
	CONSTRAINT "money_daily_totals_key" UNIQUE NULLS NOT DISTINCT("brand_id","day","currency","type","method","status")
);
--> statement-breakpoint
CREATE TABLE "money_monthly_totals" (
	"brand_id" text NOT NULL,
	"month" date NOT NULL,
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
	CONSTRAINT "money_monthly_totals_key" UNIQUE NULLS NOT DISTINCT("brand_id","month","currency","type","method","status")
);
--> statement-breakpoint
-- Rollups of the daily facts (issue #15: reports at least 20x faster than their raw aggregate at a
-- million clients). The money facts' key is nearly as fine as the transactions, so a report over
-- the whole brand read about as many fact rows as there are transactions. These tables drop the
-- dimensions an unfiltered report does not group by; a report reads them when its filters and the
-- caller's whitelist allow (report-sql.ts `moneyTotalsServe`, `clientTotalsServe`), the daily facts
-- otherwise. The client and first-deposit facts also get a month grain with every dimension kept,
-- for the whole months of a report grouped by month (or not by period at all). They are
-- kept from the daily facts by statement triggers on those tables, in the same transaction, so a
-- rollup is always the exact sum of the facts under it (verify-facts.ts checks that too).
-- Adds (p_sign 1) or takes away (-1) fact rows' share of the money rollups, in key order (as the
-- facts do) so two writers lock shared rollup rows in one order.
CREATE FUNCTION money_totals_add(p_sign integer, p_rows money_daily_facts[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO money_daily_totals AS f
    (brand_id, day, currency, type, method, status, n, amount, usd, refunded, refunded_usd, reversed, reversed_usd)
  SELECT r.brand_id, r.day, r.currency, r.type, r.method, r.status,
         p_sign * sum(r.n), p_sign * sum(r.amount), p_sign * sum(r.usd), p_sign * sum(r.refunded),
         p_sign * sum(r.refunded_usd), p_sign * sum(r.reversed), p_sign * sum(r.reversed_usd)
    FROM unnest(p_rows) AS r
   GROUP BY 1, 2, 3, 4, 5, 6
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT money_daily_totals_key DO UPDATE SET
    n = f.n + excluded.n, amount = f.amount + excluded.amount, usd = f.usd + excluded.usd,
    refunded = f.refunded + excluded.refunded, refunded_usd = f.refunded_usd + excluded.refunded_usd,
    reversed = f.reversed + excluded.reversed, reversed_usd = f.reversed_usd + excluded.reversed_usd;
  INSERT INTO money_monthly_totals AS f
    (brand_id, month, currency, type, method, status, n, amount, usd, refunded, refunded_usd, reversed, reversed_usd)
  SELECT r.brand_id, date_trunc('month', r.day::timestamp)::date, r.currency, r.type, r.method, r.status,
         p_sign * sum(r.n), p_sign * sum(r.amount), p_sign * sum(r.usd), p_sign * sum(r.refunded),
         p_sign * sum(r.refunded_usd), p_sign * sum(r.reversed), p_sign * sum(r.reversed_usd)
    FROM unnest(p_rows) AS r
   GROUP BY 1, 2, 3, 4, 5, 6
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT money_monthly_totals_key DO UPDATE SET
    n = f.n + excluded.n, amount = f.amount + excluded.amount, usd = f.usd + excluded.usd,
    refunded = f.refunded + excluded.refunded, refunded_usd = f.refunded_usd + excluded.refunded_usd,
    reversed = f.reversed + excluded.reversed, reversed_usd = f.reversed_usd + excluded.reversed_usd;
  INSERT INTO money_daily_kinds AS f (brand_id, day, type, status, n, usd, refunded_usd, reversed_usd)
  SELECT r.brand_id, r.day, r.type, r.status, p_sign * sum(r.n), p_sign * sum(r.usd), p_sign * sum(r.refunded_usd),
         p_sign * sum(r.reversed_usd)
    FROM unnest(p_rows) AS r
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (brand_id, day, type, status) DO UPDATE SET
    n = f.n + excluded.n, usd = f.usd + excluded.usd, refunded_usd = f.refunded_usd + excluded.refunded_usd,
    reversed_usd = f.reversed_usd + excluded.reversed_usd;
$$;
--> statement-breakpoint
CREATE FUNCTION money_facts_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM money_totals_add(-1, array(SELECT p::money_daily_facts FROM previous p));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM money_totals_add(1, array(SELECT c::money_daily_facts FROM changed c));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An upsert of the facts fires both the INSERT trigger (the new keys) and the UPDATE one (the
-- existing keys, old and new values), so every change reaches the rollups once.
CREATE TRIGGER money_daily_facts_totals_on_insert AFTER INSERT ON money_daily_facts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION money_facts_totals();
--> statement-breakpoint
CREATE TRIGGER money_daily_facts_totals_on_update AFTER UPDATE ON money_daily_facts
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION money_facts_totals();
--> statement-breakpoint
CREATE TRIGGER money_daily_facts_totals_on_delete AFTER DELETE ON money_daily_facts
  REFERENCING OLD TABLE AS previous FOR EACH STATEMENT EXECUTE FUNCTION money_facts_totals();
--> statement-breakpoint
CREATE FUNCTION client_totals_add(p_sign integer, p_rows client_daily_facts[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO client_daily_totals AS f
    (brand_id, day, country, registered, verified, ftd_clients, ftd_usd, deposits_usd, net_deposits_usd)
  SELECT r.brand_id, r.day, r.country, p_sign * sum(r.registered), p_sign * sum(r.verified),
         p_sign * sum(r.ftd_clients), p_sign * sum(r.ftd_usd), p_sign * sum(r.deposits_usd),
         p_sign * sum(r.net_deposits_usd)
    FROM unnest(p_rows) AS r
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (brand_id, day, country) DO UPDATE SET
    registered = f.registered + excluded.registered, verified = f.verified + excluded.verified,
    ftd_clients = f.ftd_clients + excluded.ftd_clients, ftd_usd = f.ftd_usd + excluded.ftd_usd,
    deposits_usd = f.deposits_usd + excluded.deposits_usd, net_deposits_usd = f.net_deposits_usd + excluded.net_deposits_usd;
  INSERT INTO client_monthly_facts AS f
    (brand_id, month, country, sales_agent_id, utm_source, utm_medium, utm_campaign,
     registered, verified, ftd_clients, ftd_usd, deposits_usd, net_deposits_usd)
  SELECT r.brand_id, date_trunc('month', r.day::timestamp)::date, r.country, r.sales_agent_id, r.utm_source,
         r.utm_medium, r.utm_campaign, p_sign * sum(r.registered), p_sign * sum(r.verified),
         p_sign * sum(r.ftd_clients), p_sign * sum(r.ftd_usd), p_sign * sum(r.deposits_usd),
         p_sign * sum(r.net_deposits_usd)
    FROM unnest(p_rows) AS r
   GROUP BY 1, 2, 3, 4, 5, 6, 7
   ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT client_monthly_facts_key DO UPDATE SET
    registered = f.registered + excluded.registered, verified = f.verified + excluded.verified,
    ftd_clients = f.ftd_clients + excluded.ftd_clients, ftd_usd = f.ftd_usd + excluded.ftd_usd,
    deposits_usd = f.deposits_usd + excluded.deposits_usd, net_deposits_usd = f.net_deposits_usd + excluded.net_deposits_usd;
$$;
--> statement-breakpoint
CREATE FUNCTION client_facts_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM client_totals_add(-1, array(SELECT p::client_daily_facts FROM previous p));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM client_totals_add(1, array(SELECT c::client_daily_facts FROM changed c));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER client_daily_facts_totals_on_insert AFTER INSERT ON client_daily_facts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION client_facts_totals();
--> statement-breakpoint
CREATE TRIGGER client_daily_facts_totals_on_update AFTER UPDATE ON client_daily_facts
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION client_facts_totals();
--> statement-breakpoint
CREATE TRIGGER client_daily_facts_totals_on_delete AFTER DELETE ON client_daily_facts
  REFERENCING OLD TABLE AS previous FOR EACH STATEMENT EXECUTE FUNCTION client_facts_totals();
--> statement-breakpoint
CREATE FUNCTION ftd_monthly_add(p_sign integer, p_rows ftd_daily_facts[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO ftd_monthly_facts AS f (brand_id, month, country, sales_agent_id, utm_source, n, usd, days_to_ftd)
  SELECT r.brand_id, date_trunc('month', r.day::timestamp)::date, r.country, r.sales_agent_id, r.utm_source,
         p_sign * sum(r.n), p_sign * sum(r.usd), p_sign * sum(r.days_to_ftd)
    FROM unnest(p_rows) AS r
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT ftd_monthly_facts_key DO UPDATE SET
    n = f.n + excluded.n, usd = f.usd + excluded.usd, days_to_ftd = f.days_to_ftd + excluded.days_to_ftd;
$$;
--> statement-breakpoint
CREATE FUNCTION ftd_facts_monthly() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM ftd_monthly_add(-1, array(SELECT p::ftd_daily_facts FROM previous p));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM ftd_monthly_add(1, array(SELECT c::ftd_daily_facts FROM changed c));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ftd_daily_facts_monthly_on_insert AFTER INSERT ON ftd_daily_facts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ftd_facts_monthly();
--> statement-breakpoint
CREATE TRIGGER ftd_daily_facts_monthly_on_update AFTER UPDATE ON ftd_daily_facts
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ftd_facts_monthly();
--> statement-breakpoint
CREATE TRIGGER ftd_daily_facts_monthly_on_delete AFTER DELETE ON ftd_daily_facts
  REFERENCING OLD TABLE AS previous FOR EACH STATEMENT EXECUTE FUNCTION ftd_facts_monthly();
--> statement-breakpoint
-- The rollups from the daily facts, set-based: the rebuild below, and a bulk load with the
-- triggers off (session_replication_role = replica) after it has written the daily facts.
CREATE FUNCTION reporting_totals_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM money_daily_totals;
  DELETE FROM money_monthly_totals;
  DELETE FROM money_daily_kinds;
  DELETE FROM client_daily_totals;
  DELETE FROM client_monthly_facts;
  DELETE FROM ftd_monthly_facts;
  INSERT INTO money_daily_totals
    (brand_id, day, currency, type, method, status, n, amount, usd, refunded, refunded_usd, reversed, reversed_usd)
  SELECT brand_id, day, currency, type, method, status, sum(n), sum(amount), sum(usd), sum(refunded),
         sum(refunded_usd), sum(reversed), sum(reversed_usd)
    FROM money_daily_facts GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO money_monthly_totals
    (brand_id, month, currency, type, method, status, n, amount, usd, refunded, refunded_usd, reversed, reversed_usd)
  SELECT brand_id, date_trunc('month', day::timestamp)::date, currency, type, method, status, sum(n), sum(amount),
         sum(usd), sum(refunded), sum(refunded_usd), sum(reversed), sum(reversed_usd)
    FROM money_daily_totals GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO money_daily_kinds (brand_id, day, type, status, n, usd, refunded_usd, reversed_usd)
  SELECT brand_id, day, type, status, sum(n), sum(usd), sum(refunded_usd), sum(reversed_usd)
    FROM money_daily_totals GROUP BY 1, 2, 3, 4;
  INSERT INTO client_daily_totals
    (brand_id, day, country, registered, verified, ftd_clients, ftd_usd, deposits_usd, net_deposits_usd)
  SELECT brand_id, day, country, sum(registered), sum(verified), sum(ftd_clients), sum(ftd_usd),
         sum(deposits_usd), sum(net_deposits_usd)
    FROM client_daily_facts GROUP BY 1, 2, 3;
  INSERT INTO client_monthly_facts
    (brand_id, month, country, sales_agent_id, utm_source, utm_medium, utm_campaign,
     registered, verified, ftd_clients, ftd_usd, deposits_usd, net_deposits_usd)
  SELECT brand_id, date_trunc('month', day::timestamp)::date, country, sales_agent_id, utm_source, utm_medium,
         utm_campaign, sum(registered), sum(verified), sum(ftd_clients), sum(ftd_usd), sum(deposits_usd),
         sum(net_deposits_usd)
    FROM client_daily_facts GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO ftd_monthly_facts (brand_id, month, country, sales_agent_id, utm_source, n, usd, days_to_ftd)
  SELECT brand_id, date_trunc('month', day::timestamp)::date, country, sales_agent_id, utm_source, sum(n), sum(usd),
         sum(days_to_ftd)
    FROM ftd_daily_facts GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
-- The rebuild of migration 0019, now with the rollups. Its deletes and inserts of the facts fire
-- the rollups' triggers (unless a bulk loader turned triggers off); the rollups are then rebuilt
-- from the facts anyway, so they end right either way.
CREATE OR REPLACE FUNCTION reporting_facts_rebuild() RETURNS void
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
  PERFORM reporting_totals_rebuild();
END;
$$;
--> statement-breakpoint
SELECT reporting_totals_rebuild();
