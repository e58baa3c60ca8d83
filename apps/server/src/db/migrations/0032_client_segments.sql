CREATE TABLE "client_segment_daily_counts" (
	"segment_id" uuid NOT NULL,
	"day" date NOT NULL,
	"country" text NOT NULL,
	"clients" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_segment_daily_counts_segment_id_day_country_pk" PRIMARY KEY("segment_id","day","country"),
	CONSTRAINT "client_segment_daily_counts_clients_check" CHECK ("client_segment_daily_counts"."clients" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"filters" text NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"delete_reason" text,
	CONSTRAINT "client_segments_deletion_check" CHECK (("client_segments"."deleted_at" is null) = ("client_segments"."delete_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "client_segment_daily_counts" ADD CONSTRAINT "client_segment_daily_counts_segment_id_client_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."client_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_segments" ADD CONSTRAINT "client_segments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_segments" ADD CONSTRAINT "client_segments_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_segments" ADD CONSTRAINT "client_segments_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_segments" ADD CONSTRAINT "client_segments_deleted_by_staff_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_segments_brand_name_key" ON "client_segments" USING btree ("brand_id",lower("name")) WHERE "client_segments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "client_segments_brand_updated_idx" ON "client_segments" USING btree ("brand_id","updated_at");