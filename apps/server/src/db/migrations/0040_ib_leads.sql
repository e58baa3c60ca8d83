CREATE TABLE "ib_lead_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"ib_name" text NOT NULL,
	"file_name" text NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"status" text DEFAULT 'previewing' NOT NULL,
	"total_rows" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"started_by" uuid,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	"undo_reason" text,
	CONSTRAINT "ib_lead_imports_status_check" CHECK ("ib_lead_imports"."status" in ('previewing','importing','imported','undone'))
);
--> statement-breakpoint
CREATE TABLE "ib_lead_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"fixes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'invalid' NOT NULL,
	"lead" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email" text,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duplicate_client_id" uuid,
	"duplicate_of_line" integer,
	"client_id" uuid,
	"skip_reason" text,
	CONSTRAINT "ib_lead_rows_import_id_line_pk" PRIMARY KEY("import_id","line"),
	CONSTRAINT "ib_lead_rows_status_check" CHECK ("ib_lead_rows"."status" in ('ready','invalid','duplicate','dropped','created','skipped'))
);
--> statement-breakpoint
DROP INDEX "clients_brand_email_key";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "delete_reason" text;--> statement-breakpoint
ALTER TABLE "ib_lead_imports" ADD CONSTRAINT "ib_lead_imports_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ib_lead_imports" ADD CONSTRAINT "ib_lead_imports_uploaded_by_staff_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ib_lead_imports" ADD CONSTRAINT "ib_lead_imports_started_by_staff_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ib_lead_imports" ADD CONSTRAINT "ib_lead_imports_undone_by_staff_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ib_lead_rows" ADD CONSTRAINT "ib_lead_rows_import_id_ib_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."ib_lead_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ib_lead_rows" ADD CONSTRAINT "ib_lead_rows_duplicate_client_id_clients_id_fk" FOREIGN KEY ("duplicate_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ib_lead_rows" ADD CONSTRAINT "ib_lead_rows_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ib_lead_imports_brand_created_idx" ON "ib_lead_imports" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "ib_lead_rows_status_idx" ON "ib_lead_rows" USING btree ("import_id","status","line");--> statement-breakpoint
CREATE INDEX "ib_lead_rows_email_idx" ON "ib_lead_rows" USING btree ("import_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "ib_lead_rows_client_key" ON "ib_lead_rows" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_deleted_by_staff_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_brand_email_key" ON "clients" USING btree ("brand_id","email") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_deletion_check" CHECK (("clients"."deleted_at" is null) = ("clients"."delete_reason" is null));