-- Trigram indexes make substring search on names and emails fast; readable client ids come from a sequence.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS clients_readable_id_seq START 100001;
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"readable_id" bigint DEFAULT nextval('clients_readable_id_seq') NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text NOT NULL,
	"kyc_status" text DEFAULT 'not_started' NOT NULL,
	"device_type" text,
	"suspended" boolean DEFAULT false NOT NULL,
	"ctrader_id" text,
	"mt5_id" text,
	"account" text,
	"utms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sales_agent_id" uuid,
	"live_accounts" integer DEFAULT 0 NOT NULL,
	"demo_accounts" integer DEFAULT 0 NOT NULL,
	"first_deposit_at" timestamp with time zone,
	"ftd_amount_usd_cents" bigint,
	"total_deposits_usd_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_email_lower" CHECK ("clients"."email" = lower("clients"."email")),
	CONSTRAINT "clients_kyc_status_check" CHECK ("clients"."kyc_status" in ('not_started','pending','pending_changes','approved','rejected')),
	CONSTRAINT "clients_device_check" CHECK ("clients"."device_type" is null or "clients"."device_type" in ('win','android','ios','multi')),
	CONSTRAINT "clients_deposits_check" CHECK ("clients"."total_deposits_usd_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_sales_agent_id_staff_id_fk" FOREIGN KEY ("sales_agent_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_brand_readable_key" ON "clients" USING btree ("brand_id","readable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_brand_email_key" ON "clients" USING btree ("brand_id","email");--> statement-breakpoint
CREATE INDEX "clients_brand_created_idx" ON "clients" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_brand_kyc_created_idx" ON "clients" USING btree ("brand_id","kyc_status","created_at");--> statement-breakpoint
CREATE INDEX "clients_brand_country_idx" ON "clients" USING btree ("brand_id","country");--> statement-breakpoint
CREATE INDEX "clients_brand_ctrader_idx" ON "clients" USING btree ("brand_id","ctrader_id");--> statement-breakpoint
CREATE INDEX "clients_brand_mt5_idx" ON "clients" USING btree ("brand_id","mt5_id");--> statement-breakpoint
CREATE INDEX "clients_brand_account_idx" ON "clients" USING btree ("brand_id","account");--> statement-breakpoint
CREATE INDEX "clients_brand_phone_idx" ON "clients" USING btree ("brand_id","phone");--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ((lower("first_name" || ' ' || "last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_idx" ON "clients" USING gin ("email" gin_trgm_ops);