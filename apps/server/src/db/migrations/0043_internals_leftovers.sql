CREATE TABLE "mailing_claims" (
	"mailing_kind" text NOT NULL,
	"mailing_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mailing_claims_mailing_kind_mailing_id_pk" PRIMARY KEY("mailing_kind","mailing_id")
);
--> statement-breakpoint
CREATE TABLE "check_alert_states" (
	"check_name" text PRIMARY KEY NOT NULL,
	"failing" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simulated_provider_accounts" ADD COLUMN "ledger_cash_seen" bigint;--> statement-breakpoint
ALTER TABLE "ib_lead_rows" ADD COLUMN "duplicate_on" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "ib_lead_rows_phone_idx" ON "ib_lead_rows" USING btree ("import_id",("lead"->>'phone'));