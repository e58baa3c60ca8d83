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
-- hand-written
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
