CREATE TABLE "reconciliation_differences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"brand_id" text NOT NULL,
	"trading_account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"ledger_amount" bigint,
	"platform_amount" bigint,
	CONSTRAINT "reconciliation_differences_kind_check" CHECK ("reconciliation_differences"."kind" in ('balance','credit','missing','deleted'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"accounts_checked" integer DEFAULT 0 NOT NULL,
	"differences" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_accounts" (
	"platform" text NOT NULL,
	"login_id" bigint NOT NULL,
	"environment" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"leverage" integer NOT NULL,
	"group_name" text NOT NULL,
	"account_type" text NOT NULL,
	"can_trade" boolean DEFAULT true NOT NULL,
	"can_deposit" boolean DEFAULT true NOT NULL,
	"can_withdraw" boolean DEFAULT true NOT NULL,
	"can_transfer" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_accounts_platform_login_id_pk" PRIMARY KEY("platform","login_id"),
	CONSTRAINT "simulated_accounts_platform_check" CHECK ("simulated_accounts"."platform" in ('ctrader','mt4','mt5')),
	CONSTRAINT "simulated_accounts_type_check" CHECK ("simulated_accounts"."account_type" in ('hedged','netted')),
	CONSTRAINT "simulated_accounts_credit_check" CHECK ("simulated_accounts"."credit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "simulated_deals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"login_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"position_id" bigint,
	"instrument_id" integer,
	"side" text,
	"volume" bigint,
	"price" bigint,
	"amount" bigint DEFAULT 0 NOT NULL,
	"comment" text,
	"entry_id" uuid,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_deals_kind_check" CHECK ("simulated_deals"."kind" in ('open','close','balance','credit'))
);
--> statement-breakpoint
CREATE TABLE "simulated_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"login_id" bigint NOT NULL,
	"instrument_id" integer NOT NULL,
	"side" text NOT NULL,
	"volume" bigint NOT NULL,
	"open_price" bigint NOT NULL,
	"close_price" bigint,
	"open_time" timestamp with time zone DEFAULT now() NOT NULL,
	"close_time" timestamp with time zone,
	"swap" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"realised_pnl" bigint,
	"status" text NOT NULL,
	CONSTRAINT "simulated_positions_side_check" CHECK ("simulated_positions"."side" in ('buy','sell')),
	CONSTRAINT "simulated_positions_volume_check" CHECK ("simulated_positions"."volume" > 0),
	CONSTRAINT "simulated_positions_status_check" CHECK ("simulated_positions"."status" in ('POSITION_STATUS_OPEN','POSITION_STATUS_CLOSED','POSITION_STATUS_CREATED','POSITION_STATUS_ERROR')),
	CONSTRAINT "simulated_positions_closed_check" CHECK ("simulated_positions"."status" <> 'POSITION_STATUS_CLOSED' or ("simulated_positions"."close_price" is not null and "simulated_positions"."close_time" is not null and "simulated_positions"."realised_pnl" is not null))
);
--> statement-breakpoint
CREATE TABLE "simulated_prices" (
	"instrument_id" integer PRIMARY KEY NOT NULL,
	"price" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_trading_account_id_trading_accounts_id_fk" FOREIGN KEY ("trading_account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_differences_run_idx" ON "reconciliation_differences" USING btree ("run_id","brand_id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_started_idx" ON "reconciliation_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "simulated_deals_account_idx" ON "simulated_deals" USING btree ("platform","login_id","time");--> statement-breakpoint
CREATE INDEX "simulated_positions_account_idx" ON "simulated_positions" USING btree ("platform","login_id","status","open_time");--> statement-breakpoint
CREATE INDEX "simulated_positions_status_idx" ON "simulated_positions" USING btree ("status","open_time");