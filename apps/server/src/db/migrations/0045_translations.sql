CREATE TABLE "translation_drafts" (
	"key" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"source_hash" text NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "translation_drafts_key_language_pk" PRIMARY KEY("key","language")
);
--> statement-breakpoint
CREATE TABLE "translation_publications" (
	"version" serial PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"source_hashes" jsonb NOT NULL,
	"text_count" integer NOT NULL,
	"published_by" uuid NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "translation_drafts" ADD CONSTRAINT "translation_drafts_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_publications" ADD CONSTRAINT "translation_publications_published_by_staff_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_language_check" CHECK ("staff"."language" in ('en', 'el'));