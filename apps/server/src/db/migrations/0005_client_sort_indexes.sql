DROP INDEX "clients_brand_country_idx";--> statement-breakpoint
CREATE INDEX "clients_brand_last_name_idx" ON "clients" USING btree ("brand_id","last_name","id");--> statement-breakpoint
CREATE INDEX "clients_brand_deposits_idx" ON "clients" USING btree ("brand_id","total_deposits_usd_cents","id");--> statement-breakpoint
CREATE INDEX "clients_brand_ftd_idx" ON "clients" USING btree ("brand_id","ftd_amount_usd_cents","id");--> statement-breakpoint
CREATE INDEX "clients_brand_country_idx" ON "clients" USING btree ("brand_id","country","id");