ALTER TABLE "client_documents" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_documents" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "client_documents" ADD COLUMN "delete_reason" text;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_deleted_by_staff_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_brand_readable_text_idx" ON "clients" USING btree ("brand_id",("readable_id"::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_brand_id_text_idx" ON "clients" USING btree ("brand_id",("id"::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "trading_accounts_brand_login_text_idx" ON "trading_accounts" USING btree ("brand_id",("login_id"::text) text_pattern_ops) WHERE "trading_accounts"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_deletion_check" CHECK (("client_documents"."deleted_at" is null) = ("client_documents"."delete_reason" is null));