CREATE TABLE "client_intake_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "sales_assignment_settings" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"default_agent_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_rotation_cursors" (
	"brand_id" text NOT NULL,
	"country" text NOT NULL,
	"last_agent_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_rotation_cursors_brand_id_country_pk" PRIMARY KEY("brand_id","country")
);
--> statement-breakpoint
ALTER TABLE "client_intake_keys" ADD CONSTRAINT "client_intake_keys_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_intake_keys" ADD CONSTRAINT "client_intake_keys_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_intake_keys" ADD CONSTRAINT "client_intake_keys_revoked_by_staff_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_assignment_settings" ADD CONSTRAINT "sales_assignment_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_assignment_settings" ADD CONSTRAINT "sales_assignment_settings_default_agent_id_staff_id_fk" FOREIGN KEY ("default_agent_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rotation_cursors" ADD CONSTRAINT "sales_rotation_cursors_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_intake_keys_hash_key" ON "client_intake_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "client_intake_keys_brand_idx" ON "client_intake_keys" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_intake_keys_brand_name_key" ON "client_intake_keys" USING btree ("brand_id","name") WHERE "client_intake_keys"."revoked_at" is null;