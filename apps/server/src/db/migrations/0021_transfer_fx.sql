-- Transfers between accounts of different currencies (issue #15): the transfer's row keeps what
-- arrived on the other account and the rate applied; the ledger routes the two legs through the
-- brand's house FX book of each currency, so every entry still sums to zero per currency.
ALTER TABLE "ledger_books" DROP CONSTRAINT "ledger_books_kind_check";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "counter_amount" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "counter_currency" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "exchange_rate" numeric;--> statement-breakpoint
ALTER TABLE "ledger_books" ADD CONSTRAINT "ledger_books_kind_check" CHECK ("ledger_books"."kind" in ('client_balance','client_credit','house_cash','house_credit','house_fees','house_trading','house_fx'));