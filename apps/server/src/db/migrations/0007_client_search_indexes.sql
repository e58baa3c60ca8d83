DROP INDEX "clients_brand_ctrader_idx";--> statement-breakpoint
DROP INDEX "clients_brand_mt5_idx";--> statement-breakpoint
DROP INDEX "clients_brand_account_idx";--> statement-breakpoint
CREATE INDEX "clients_phone_trgm_idx" ON "clients" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_brand_ctrader_idx" ON "clients" USING btree ("brand_id","ctrader_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_brand_mt5_idx" ON "clients" USING btree ("brand_id","mt5_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_brand_account_idx" ON "clients" USING btree ("brand_id","account" text_pattern_ops);