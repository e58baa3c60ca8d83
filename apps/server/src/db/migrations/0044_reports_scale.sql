CREATE TABLE "money_monthly_agents" (
	"brand_id" text NOT NULL,
	"month" date NOT NULL,
	"country" text NOT NULL,
	"sales_agent_id" uuid,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	"usd" bigint NOT NULL,
	"refunded_usd" bigint NOT NULL,
	"reversed_usd" bigint NOT NULL,
	CONSTRAINT "money_monthly_agents_key" UNIQUE NULLS NOT DISTINCT("brand_id","month","country","sales_agent_id","type","status")
);
--> statement-breakpoint
CREATE INDEX "clients_brand_first_deposit_idx" ON "clients" USING btree ("brand_id","first_deposit_at","id") WHERE "clients"."first_deposit_at" is not null and "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transactions_brand_created_idx" ON "transactions" USING btree ("brand_id","created_at","id");
--> statement-breakpoint
-- hand-written
-- Soft-deleted clients (an undone IB lead import) leave every report, as they left the lists: the
-- facts count only clients whose deleted_at is null, and a soft delete or a restore moves their share
-- in the statement that sets or clears it (the triggers below), so the facts stay exact.
CREATE OR REPLACE FUNCTION money_facts_add(p_sign integer, p_rows transactions[]) RETURNS void
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
    JOIN clients c ON c.id = t.client_id AND c.deleted_at IS NULL
    JOIN trading_accounts a ON a.id = t.trading_account_id AND a.environment = 'live'
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
   ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ON CONSTRAINT money_daily_facts_key DO UPDATE SET
    n = f.n + excluded.n, amount = f.amount + excluded.amount, usd = f.usd + excluded.usd,
    refunded = f.refunded + excluded.refunded, refunded_usd = f.refunded_usd + excluded.refunded_usd,
    reversed = f.reversed + excluded.reversed, reversed_usd = f.reversed_usd + excluded.reversed_usd
$$;
--> statement-breakpoint
-- A soft delete or restore moves the client's money like a move of country or agent: money_facts_add
-- reads the client row as it stands, which before the update is the old one and after it the new one.
DROP TRIGGER clients_money_facts_before_move ON clients;
--> statement-breakpoint
DROP TRIGGER clients_money_facts_after_move ON clients;
--> statement-breakpoint
CREATE TRIGGER clients_money_facts_before_move BEFORE UPDATE OF country, sales_agent_id, deleted_at ON clients
  FOR EACH ROW WHEN (OLD.country IS DISTINCT FROM NEW.country OR OLD.sales_agent_id IS DISTINCT FROM NEW.sales_agent_id
                     OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION clients_money_facts_leave();
--> statement-breakpoint
CREATE TRIGGER clients_money_facts_after_move AFTER UPDATE OF country, sales_agent_id, deleted_at ON clients
  FOR EACH ROW WHEN (OLD.country IS DISTINCT FROM NEW.country OR OLD.sales_agent_id IS DISTINCT FROM NEW.sales_agent_id
                     OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION clients_money_facts_join();
--> statement-breakpoint
-- The client and first-deposit facts count live (not soft-deleted) clients only; the update trigger
-- already takes every old row away and adds every new one, so a delete or restore moves them.
CREATE OR REPLACE FUNCTION client_facts_add(p_sign integer, p_rows clients[]) RETURNS void
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
   WHERE c.deleted_at IS NULL
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
   WHERE c.first_deposit_at IS NOT NULL AND c.deleted_at IS NULL
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT ftd_daily_facts_key DO UPDATE SET
    n = f.n + excluded.n, usd = f.usd + excluded.usd, days_to_ftd = f.days_to_ftd + excluded.days_to_ftd;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_device_facts_add(p_sign integer, p_rows clients[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO client_device_daily_facts AS f (brand_id, day, country, device_type, registered)
  SELECT c.brand_id, reporting_day(c.created_at), c.country, c.device_type, p_sign * count(*)
    FROM unnest(p_rows) AS c
   WHERE c.deleted_at IS NULL
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT client_device_daily_facts_key DO UPDATE SET registered = f.registered + excluded.registered;
$$;
--> statement-breakpoint
-- Being soft-deleted is part of the device facts' key now: a delete or restore moves the client.
CREATE OR REPLACE FUNCTION clients_device_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM client_device_facts_add(-1, array(
      SELECT p::clients FROM previous p JOIN changed c ON c.id = p.id
       WHERE (p.brand_id, p.created_at, p.country, p.device_type, p.deleted_at IS NULL)
             IS DISTINCT FROM (c.brand_id, c.created_at, c.country, c.device_type, c.deleted_at IS NULL)));
    PERFORM client_device_facts_add(1, array(
      SELECT c::clients FROM changed c JOIN previous p ON p.id = c.id
       WHERE (p.brand_id, p.created_at, p.country, p.device_type, p.deleted_at IS NULL)
             IS DISTINCT FROM (c.brand_id, c.created_at, c.country, c.device_type, c.deleted_at IS NULL)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM client_device_facts_add(-1, array(SELECT p::clients FROM previous p));
  ELSE
    PERFORM client_device_facts_add(1, array(SELECT c::clients FROM changed c));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_device_facts_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM client_device_daily_facts;
  INSERT INTO client_device_daily_facts (brand_id, day, country, device_type, registered)
  SELECT c.brand_id, (c.created_at AT TIME ZONE reporting_zone())::date, c.country, c.device_type, count(*)
    FROM clients c
   WHERE c.deleted_at IS NULL
   GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
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
    JOIN clients c ON c.id = t.client_id AND c.deleted_at IS NULL
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
   WHERE c.deleted_at IS NULL
   GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO ftd_daily_facts (brand_id, day, country, sales_agent_id, utm_source, n, usd, days_to_ftd)
  SELECT c.brand_id, (c.first_deposit_at AT TIME ZONE v_zone)::date, c.country, c.sales_agent_id, nullif(c.utms ->> 'utm_source', ''),
         count(*), sum(c.ftd_amount_usd_cents), sum((c.first_deposit_at AT TIME ZONE v_zone)::date - (c.created_at AT TIME ZONE v_zone)::date)
    FROM clients c
   WHERE c.first_deposit_at IS NOT NULL AND c.deleted_at IS NULL
   GROUP BY 1, 2, 3, 4, 5;
  PERFORM reporting_totals_rebuild();
  PERFORM client_device_facts_rebuild();
END;
$$;
--> statement-breakpoint
-- Clients soft-deleted before this migration leave the facts now.
SELECT reporting_facts_rebuild();

--> statement-breakpoint
-- Adds or takes away money fact rows' share of the agents' monthly rollup, in key order (as the
-- facts and the other rollups do), so two writers lock shared rows in one order.
CREATE FUNCTION money_agents_add(p_sign integer, p_rows money_daily_facts[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO money_monthly_agents AS f (brand_id, month, country, sales_agent_id, type, status, n, usd, refunded_usd, reversed_usd)
  SELECT r.brand_id, date_trunc('month', r.day::timestamp)::date, r.country, r.sales_agent_id, r.type, r.status,
         p_sign * sum(r.n), p_sign * sum(r.usd), p_sign * sum(r.refunded_usd), p_sign * sum(r.reversed_usd)
    FROM unnest(p_rows) AS r
   GROUP BY 1, 2, 3, 4, 5, 6
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT money_monthly_agents_key DO UPDATE SET
    n = f.n + excluded.n, usd = f.usd + excluded.usd, refunded_usd = f.refunded_usd + excluded.refunded_usd,
    reversed_usd = f.reversed_usd + excluded.reversed_usd;
$$;
--> statement-breakpoint
CREATE FUNCTION money_facts_agents() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM money_agents_add(-1, array(SELECT p::money_daily_facts FROM previous p));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM money_agents_add(1, array(SELECT c::money_daily_facts FROM changed c));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- As for the other rollups: an upsert of the facts fires both the INSERT and the UPDATE trigger,
-- each with its own rows, so every change reaches the rollup once.
CREATE TRIGGER money_daily_facts_agents_on_insert AFTER INSERT ON money_daily_facts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION money_facts_agents();
--> statement-breakpoint
CREATE TRIGGER money_daily_facts_agents_on_update AFTER UPDATE ON money_daily_facts
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION money_facts_agents();
--> statement-breakpoint
CREATE TRIGGER money_daily_facts_agents_on_delete AFTER DELETE ON money_daily_facts
  REFERENCING OLD TABLE AS previous FOR EACH STATEMENT EXECUTE FUNCTION money_facts_agents();
--> statement-breakpoint
-- The rollups' rebuild of migration 0022 (called by reporting_facts_rebuild: a bulk load, a new
-- reporting time zone), now with the agents' months.
CREATE OR REPLACE FUNCTION reporting_totals_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM money_daily_totals;
  DELETE FROM money_monthly_totals;
  DELETE FROM money_daily_kinds;
  DELETE FROM money_monthly_agents;
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
  INSERT INTO money_monthly_agents (brand_id, month, country, sales_agent_id, type, status, n, usd, refunded_usd, reversed_usd)
  SELECT brand_id, date_trunc('month', day::timestamp)::date, country, sales_agent_id, type, status, sum(n), sum(usd),
         sum(refunded_usd), sum(reversed_usd)
    FROM money_daily_facts GROUP BY 1, 2, 3, 4, 5, 6;
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
INSERT INTO money_monthly_agents (brand_id, month, country, sales_agent_id, type, status, n, usd, refunded_usd, reversed_usd)
SELECT brand_id, date_trunc('month', day::timestamp)::date, country, sales_agent_id, type, status, sum(n), sum(usd),
       sum(refunded_usd), sum(reversed_usd)
  FROM money_daily_facts GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE INDEX money_monthly_agents_brand_month_idx ON money_monthly_agents (brand_id, month);
