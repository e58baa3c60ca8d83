CREATE TABLE "client_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"trading_account_id" uuid NOT NULL,
	"counter_account_id" uuid,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint,
	"currency" text,
	"leverage" integer,
	"method" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"methods" text,
	"fee" bigint,
	"reject_reason" text,
	"delayed_reason" text,
	"delayed_at" timestamp with time zone,
	"hold_id" uuid,
	"transaction_id" uuid,
	"created_by" uuid,
	"first_approved_by" uuid,
	"processed_by" uuid,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_requests_type_check" CHECK ("client_requests"."type" in ('deleteAccount','withdrawFromAccount','depositCryptoToAccount','transferFundsBetweenAccounts','changeAccountLeverage')),
	CONSTRAINT "client_requests_status_check" CHECK ("client_requests"."status" in ('pending','processed','reject')),
	CONSTRAINT "client_requests_amount_check" CHECK ("client_requests"."amount" is null or "client_requests"."amount" > 0),
	CONSTRAINT "client_requests_fee_check" CHECK ("client_requests"."fee" is null or ("client_requests"."fee" >= 0 and "client_requests"."fee" < "client_requests"."amount")),
	CONSTRAINT "client_requests_processed_check" CHECK ("client_requests"."status" = 'pending' or "client_requests"."processed_by" is not null)
);
--> statement-breakpoint
ALTER TABLE "ledger_books" DROP CONSTRAINT "ledger_books_kind_check";--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_trading_account_id_trading_accounts_id_fk" FOREIGN KEY ("trading_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_counter_account_id_trading_accounts_id_fk" FOREIGN KEY ("counter_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_first_approved_by_staff_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_processed_by_staff_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_requests_brand_status_idx" ON "client_requests" USING btree ("brand_id","status","type","created_at");--> statement-breakpoint
CREATE INDEX "client_requests_brand_created_idx" ON "client_requests" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_requests_client_idx" ON "client_requests" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_books" ADD CONSTRAINT "ledger_books_kind_check" CHECK ("ledger_books"."kind" in ('client_balance','client_credit','house_cash','house_credit','house_fees','house_trading'));