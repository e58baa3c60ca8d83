CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"generated" boolean DEFAULT false NOT NULL,
	"cover_key" text,
	"cover_mime" text,
	"cover_size" integer,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'scheduled', 'published', 'archived')),
	CONSTRAINT "articles_publish_at_check" CHECK (("articles"."status" in ('scheduled', 'published')) = ("articles"."publish_at" is not null) or "articles"."status" = 'archived'),
	CONSTRAINT "articles_cover_check" CHECK (("articles"."cover_key" is null) = ("articles"."cover_mime" is null))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_brand_language_slug_key" ON "articles" USING btree ("brand_id","language","slug");--> statement-breakpoint
CREATE INDEX "articles_brand_status_publish_idx" ON "articles" USING btree ("brand_id","status","publish_at");