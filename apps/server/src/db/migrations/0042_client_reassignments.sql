CREATE TABLE "client_reassignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"from_agent" text NOT NULL,
	"to_target" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"whitelist" text[],
	"requested_by" uuid NOT NULL,
	"viewed_as" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"moved" integer DEFAULT 0 NOT NULL,
	"by_agent" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cursor_at" text,
	"cursor_id" uuid,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "client_reassignments_status" CHECK ("client_reassignments"."status" in ('queued', 'running', 'done'))
);
--> statement-breakpoint
ALTER TABLE "client_reassignments" ADD CONSTRAINT "client_reassignments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reassignments" ADD CONSTRAINT "client_reassignments_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reassignments" ADD CONSTRAINT "client_reassignments_viewed_as_staff_id_fk" FOREIGN KEY ("viewed_as") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_reassignments_open" ON "client_reassignments" USING btree ("created_at") WHERE "client_reassignments"."status" in ('queued', 'running');