CREATE TABLE "client_device_daily_facts" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"country" text NOT NULL,
	"device_type" text,
	"registered" bigint NOT NULL,
	CONSTRAINT "client_device_daily_facts_key" UNIQUE NULLS NOT DISTINCT("brand_id","day","country","device_type")
);
--> statement-breakpoint
CREATE TABLE "utm_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"utm_term" text,
	"utm_content" text,
	"url" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" uuid,
	CONSTRAINT "utm_links_archive_check" CHECK (("utm_links"."archived_at" is null) = ("utm_links"."archived_by" is null))
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "landing_url" text;--> statement-breakpoint
ALTER TABLE "utm_links" ADD CONSTRAINT "utm_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_links" ADD CONSTRAINT "utm_links_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_links" ADD CONSTRAINT "utm_links_archived_by_staff_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "utm_links_brand_url_key" ON "utm_links" USING btree ("brand_id","url") WHERE "utm_links"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "utm_links_brand_created_idx" ON "utm_links" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sessions_brand_created_idx" ON "sessions" USING btree ("brand_id","created_at");--> statement-breakpoint
-- The demo brands' public sites (the .example domain is reserved: no link made in a demo leads anywhere).
UPDATE brands SET landing_url = 'https://www.meridian-markets.example/' WHERE id = 'meridian';
--> statement-breakpoint
UPDATE brands SET landing_url = 'https://www.northwind-trade.example/' WHERE id = 'northwind';
--> statement-breakpoint
ALTER TABLE brands ADD CONSTRAINT brands_landing_url_check CHECK (landing_url IS NULL OR landing_url ~ '^https://[^/?#]+/$');
--> statement-breakpoint
-- Adds or takes away clients' registrations by reporting day, country and device (key order, as
-- the client facts of migration 0019, so concurrent statements lock rows in one order).
CREATE FUNCTION client_device_facts_add(p_sign integer, p_rows clients[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO client_device_daily_facts AS f (brand_id, day, country, device_type, registered)
  SELECT c.brand_id, reporting_day(c.created_at), c.country, c.device_type, p_sign * count(*)
    FROM unnest(p_rows) AS c
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT client_device_daily_facts_key DO UPDATE SET registered = f.registered + excluded.registered;
$$;
--> statement-breakpoint
-- An update moves a client only when its key moved: most updates of clients (KYC, deposits, names)
-- leave the device facts alone instead of taking away and adding back every row.
CREATE FUNCTION clients_device_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM client_device_facts_add(-1, array(
      SELECT p::clients FROM previous p JOIN changed c ON c.id = p.id
       WHERE (p.brand_id, p.created_at, p.country, p.device_type) IS DISTINCT FROM (c.brand_id, c.created_at, c.country, c.device_type)));
    PERFORM client_device_facts_add(1, array(
      SELECT c::clients FROM changed c JOIN previous p ON p.id = c.id
       WHERE (p.brand_id, p.created_at, p.country, p.device_type) IS DISTINCT FROM (c.brand_id, c.created_at, c.country, c.device_type)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM client_device_facts_add(-1, array(SELECT p::clients FROM previous p));
  ELSE
    PERFORM client_device_facts_add(1, array(SELECT c::clients FROM changed c));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER clients_device_facts_on_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clients_device_facts();
--> statement-breakpoint
CREATE TRIGGER clients_device_facts_on_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION clients_device_facts();
--> statement-breakpoint
CREATE TRIGGER clients_device_facts_on_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS previous FOR EACH STATEMENT EXECUTE FUNCTION clients_device_facts();
--> statement-breakpoint
CREATE FUNCTION client_device_facts_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM client_device_daily_facts;
  INSERT INTO client_device_daily_facts (brand_id, day, country, device_type, registered)
  SELECT c.brand_id, (c.created_at AT TIME ZONE reporting_zone())::date, c.country, c.device_type, count(*)
    FROM clients c
   GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
-- The rebuild of migration 0022, now with the device facts (a bulk load; a new reporting time zone).
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
  PERFORM client_device_facts_rebuild();
END;
$$;
--> statement-breakpoint
SELECT client_device_facts_rebuild();
--> statement-breakpoint
CREATE INDEX client_device_daily_facts_brand_day_idx ON client_device_daily_facts (brand_id, day);
