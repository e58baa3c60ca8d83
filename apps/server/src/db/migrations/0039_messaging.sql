CREATE TABLE "brand_mail_settings" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"from_address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_marketing_consent" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"consented" boolean NOT NULL,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" uuid,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "daily_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"market_day" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"edited_by" uuid,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"audience" text,
	CONSTRAINT "daily_analyses_status_check" CHECK ("daily_analyses"."status" in ('draft', 'sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "instrument_daily_ranges" (
	"day" date NOT NULL,
	"instrument_id" integer NOT NULL,
	"open" bigint NOT NULL,
	"high" bigint NOT NULL,
	"low" bigint NOT NULL,
	"last" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instrument_daily_ranges_day_instrument_id_pk" PRIMARY KEY("day","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "mail_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"mailing_kind" text NOT NULL,
	"mailing_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"transport" text,
	"message_id" text,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_deliveries_status_check" CHECK ("mail_deliveries"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_mail_settings" ADD CONSTRAINT "brand_mail_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_marketing_consent" ADD CONSTRAINT "client_marketing_consent_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_marketing_consent" ADD CONSTRAINT "client_marketing_consent_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_marketing_consent" ADD CONSTRAINT "client_marketing_consent_changed_by_staff_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_analyses" ADD CONSTRAINT "daily_analyses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_analyses" ADD CONSTRAINT "daily_analyses_edited_by_staff_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_analyses" ADD CONSTRAINT "daily_analyses_sent_by_staff_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_marketing_consent_brand_idx" ON "client_marketing_consent" USING btree ("brand_id","consented");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_analyses_brand_day_key" ON "daily_analyses" USING btree ("brand_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_deliveries_mailing_client_key" ON "mail_deliveries" USING btree ("mailing_kind","mailing_id","client_id");--> statement-breakpoint
CREATE INDEX "mail_deliveries_brand_created_idx" ON "mail_deliveries" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_brand_created_idx" ON "mail_outbox" USING btree ("brand_id","created_at");--> statement-breakpoint
-- hand-written
-- The demo brands' senders, and their own wording of the CFD risk warning (the one their e-mails
-- and promotional ribbons carry; 0038 gave every brand the standard wording).
INSERT INTO brand_mail_settings (brand_id, from_address) VALUES
  ('meridian', 'Meridian Markets <analysis@meridian-markets.example>'),
  ('northwind', 'Northwind Trade <analysis@northwind-trade.example>')
ON CONFLICT (brand_id) DO NOTHING;--> statement-breakpoint
UPDATE brand_risk_warnings SET cfd_risk_warning = 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 74% of retail investor accounts lose money when trading CFDs with Meridian Markets. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.'
WHERE brand_id = 'meridian';--> statement-breakpoint
UPDATE brand_risk_warnings SET cfd_risk_warning = 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 71% of retail investor accounts lose money when trading CFDs with Northwind Trade. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.'
WHERE brand_id = 'northwind';
