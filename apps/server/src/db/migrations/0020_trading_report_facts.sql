CREATE TABLE "balance_daily_snapshots" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"accounts" integer NOT NULL,
	"balance" bigint NOT NULL,
	"credit" bigint NOT NULL,
	"equity" bigint NOT NULL,
	"margin" bigint NOT NULL,
	"balance_usd" bigint NOT NULL,
	"credit_usd" bigint NOT NULL,
	"equity_usd" bigint NOT NULL,
	"margin_usd" bigint NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_daily_snapshots_brand_id_day_platform_currency_country_pk" PRIMARY KEY("brand_id","day","platform","currency","country")
);
--> statement-breakpoint
CREATE TABLE "trading_daily_facts" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"client_id" uuid NOT NULL,
	"trading_account_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"deals" integer NOT NULL,
	"lots" bigint NOT NULL,
	"notional_usd" bigint NOT NULL,
	"pnl_usd" bigint NOT NULL,
	CONSTRAINT "trading_daily_facts_brand_id_day_trading_account_id_instrument_id_pk" PRIMARY KEY("brand_id","day","trading_account_id","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "trading_import_cursors" (
	"source" text PRIMARY KEY NOT NULL,
	"last_deal_id" bigint DEFAULT 0 NOT NULL,
	"as_of" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trading_daily_facts_client_idx" ON "trading_daily_facts" USING btree ("brand_id","client_id","day");