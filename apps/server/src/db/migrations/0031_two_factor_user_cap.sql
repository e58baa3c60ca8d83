ALTER TABLE "staff_two_factor" ADD COLUMN "failed_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_two_factor" ADD COLUMN "failed_since" timestamp with time zone;