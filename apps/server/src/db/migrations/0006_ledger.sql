-- Platform login numbers come from a sequence (the simulated platform hands them out).
CREATE SEQUENCE IF NOT EXISTS trading_login_id_seq START 5000001;
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"staff_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_staff_id_key_pk" PRIMARY KEY("staff_id","key")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"type" text NOT NULL,
	"linked_entry_id" uuid,
	"memo" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"trading_account_id" uuid,
	"currency" text NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_books_kind_check" CHECK ("ledger_books"."kind" in ('client_balance','client_credit','house_cash','house_credit','house_fees')),
	CONSTRAINT "ledger_books_available_check" CHECK ("ledger_books"."allow_negative" or "ledger_books"."balance" - "ledger_books"."held" >= 0),
	CONSTRAINT "ledger_books_held_check" CHECK ("ledger_books"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_amount_check" CHECK ("ledger_holds"."amount" > 0),
	CONSTRAINT "ledger_holds_status_check" CHECK ("ledger_holds"."status" in ('active','posted','released'))
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "postings_amount_check" CHECK ("postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "trading_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"environment" text NOT NULL,
	"login_id" bigint DEFAULT nextval('trading_login_id_seq') NOT NULL,
	"tier" text DEFAULT 'standard' NOT NULL,
	"group_name" text NOT NULL,
	"account_type" text DEFAULT 'hedged' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"leverage" integer DEFAULT 100 NOT NULL,
	"can_trade" boolean DEFAULT true NOT NULL,
	"can_deposit" boolean DEFAULT true NOT NULL,
	"can_withdraw" boolean DEFAULT true NOT NULL,
	"can_transfer" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trading_accounts_platform_check" CHECK ("trading_accounts"."platform" in ('ctrader','mt4','mt5')),
	CONSTRAINT "trading_accounts_environment_check" CHECK ("trading_accounts"."environment" in ('live','demo')),
	CONSTRAINT "trading_accounts_tier_check" CHECK ("trading_accounts"."tier" in ('standard','vip','vipblack')),
	CONSTRAINT "trading_accounts_type_check" CHECK ("trading_accounts"."account_type" in ('hedged','netted')),
	CONSTRAINT "trading_accounts_leverage_check" CHECK ("trading_accounts"."leverage" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"trading_account_id" uuid NOT NULL,
	"counter_account_id" uuid,
	"entry_id" uuid,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"method" text,
	"comment" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in ('deposit','withdrawal','balance_operation_deposit','balance_operation_withdrawal','credit_operation_deposit','credit_operation_withdrawal','transfer_between_accounts')),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount" > 0),
	CONSTRAINT "transactions_refund_check" CHECK ("transactions"."refund_amount" >= 0 and "transactions"."refund_amount" <= "transactions"."amount")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_books" ADD CONSTRAINT "ledger_books_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_books" ADD CONSTRAINT "ledger_books_trading_account_id_trading_accounts_id_fk" FOREIGN KEY ("trading_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_book_id_ledger_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."ledger_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_book_id_ledger_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."ledger_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_trading_account_id_trading_accounts_id_fk" FOREIGN KEY ("trading_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_counter_account_id_trading_accounts_id_fk" FOREIGN KEY ("counter_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_brand_idx" ON "journal_entries" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_books_account_kind_key" ON "ledger_books" USING btree ("trading_account_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_books_house_key" ON "ledger_books" USING btree ("brand_id","kind","currency") WHERE "ledger_books"."trading_account_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_holds_book_idx" ON "ledger_holds" USING btree ("book_id","status");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "postings_book_idx" ON "postings" USING btree ("book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_accounts_platform_login_key" ON "trading_accounts" USING btree ("platform","login_id");--> statement-breakpoint
CREATE INDEX "trading_accounts_client_idx" ON "trading_accounts" USING btree ("client_id","environment");--> statement-breakpoint
CREATE INDEX "trading_accounts_brand_idx" ON "trading_accounts" USING btree ("brand_id","environment","created_at");--> statement-breakpoint
CREATE INDEX "transactions_brand_updated_idx" ON "transactions" USING btree ("brand_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "transactions_client_idx" ON "transactions" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_account_idx" ON "transactions" USING btree ("trading_account_id","created_at");
--> statement-breakpoint
-- The journal is append-only: entries and postings are never updated or deleted; corrections are new entries.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER postings_no_truncate BEFORE TRUNCATE ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- A posting moves its book's cached balance in the same statement; the book's CHECK then refuses
-- a book that may not go negative from doing so. The currency must be the book's.
CREATE FUNCTION postings_apply_to_book() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_books SET balance = balance + NEW.amount, updated_at = now()
    WHERE id = NEW.book_id AND currency = NEW.currency;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'posting % is not in the currency of book %', NEW.id, NEW.book_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER postings_apply BEFORE INSERT ON postings
  FOR EACH ROW EXECUTE FUNCTION postings_apply_to_book();
--> statement-breakpoint
-- Every entry sums to zero per currency, checked at commit (an entry's postings go in one by one).
CREATE FUNCTION postings_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced text;
BEGIN
  SELECT currency INTO unbalanced FROM postings WHERE entry_id = NEW.entry_id
    GROUP BY currency HAVING sum(amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'journal entry % does not balance in %', NEW.entry_id, unbalanced USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER postings_balanced AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION postings_check_balanced();
