CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"client_id" uuid,
	"title" text NOT NULL,
	"event_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_order_check" CHECK ("calendar_events"."ends_at" > "calendar_events"."starts_at"),
	CONSTRAINT "calendar_events_type_check" CHECK ("calendar_events"."event_type" in ('call','meeting','follow-up','kyc-expiry','task')),
	CONSTRAINT "calendar_events_title_check" CHECK (length("calendar_events"."title") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_owner_id_staff_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_owner_idx" ON "calendar_events" USING btree ("brand_id","owner_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_client_idx" ON "calendar_events" USING btree ("client_id","starts_at");