CREATE TABLE "house_sweeps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"comment" text,
	"entry_id" uuid NOT NULL,
	"provider_reference" text NOT NULL,
	"reconciliation_run_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "house_sweeps_amount_check" CHECK ("house_sweeps"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "simulated_provider_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"purpose" text NOT NULL,
	"currency" text NOT NULL,
	"iban" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_provider_accounts_purpose_check" CHECK ("simulated_provider_accounts"."purpose" in ('client_money','operating')),
	CONSTRAINT "simulated_provider_accounts_balance_check" CHECK ("simulated_provider_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "simulated_provider_beneficiaries" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"holder" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_provider_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_account_id" uuid NOT NULL,
	"to_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "simulated_provider_transfers_amount_check" CHECK ("simulated_provider_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_books" DROP CONSTRAINT "ledger_books_kind_check";--> statement-breakpoint
ALTER TABLE "house_sweeps" ADD CONSTRAINT "house_sweeps_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_sweeps" ADD CONSTRAINT "house_sweeps_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_sweeps" ADD CONSTRAINT "house_sweeps_reconciliation_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("reconciliation_run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_sweeps" ADD CONSTRAINT "house_sweeps_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_provider_accounts" ADD CONSTRAINT "simulated_provider_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_provider_beneficiaries" ADD CONSTRAINT "simulated_provider_beneficiaries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_provider_beneficiaries" ADD CONSTRAINT "simulated_provider_beneficiaries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_provider_transfers" ADD CONSTRAINT "simulated_provider_transfers_from_account_id_simulated_provider_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."simulated_provider_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_provider_transfers" ADD CONSTRAINT "simulated_provider_transfers_to_account_id_simulated_provider_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."simulated_provider_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_sweeps_brand_idx" ON "house_sweeps" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_provider_accounts_key" ON "simulated_provider_accounts" USING btree ("brand_id","purpose","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_provider_accounts_iban_key" ON "simulated_provider_accounts" USING btree ("iban");--> statement-breakpoint
ALTER TABLE "ledger_books" ADD CONSTRAINT "ledger_books_kind_check" CHECK ("ledger_books"."kind" in ('client_balance','client_credit','house_cash','house_credit','house_fees','house_trading','house_fx','house_operating'));--> statement-breakpoint
-- hand-written
-- Sweeps are money records: append-only like journal entries.
CREATE TRIGGER house_sweeps_append_only BEFORE UPDATE OR DELETE ON house_sweeps
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
