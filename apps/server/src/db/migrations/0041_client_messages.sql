CREATE TABLE "client_message_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"address" text,
	"outcome" text NOT NULL,
	"transport_ref" text,
	"error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "client_message_deliveries_outcome_check" CHECK ("client_message_deliveries"."outcome" in ('queued', 'sent', 'skipped_no_consent', 'skipped_no_address', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "client_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"channel" text NOT NULL,
	"client_id" uuid,
	"segment_id" uuid,
	"target_label" text NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"skipped" integer NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"sent_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_messages_channel_check" CHECK ("client_messages"."channel" in ('push', 'sms', 'email')),
	CONSTRAINT "client_messages_target_check" CHECK (("client_messages"."client_id" is null) <> ("client_messages"."segment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "simulated_channel_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"channel" text NOT NULL,
	"to_address" text NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "simulated_channel_outbox_channel_check" CHECK ("simulated_channel_outbox"."channel" in ('push', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "client_message_deliveries" ADD CONSTRAINT "client_message_deliveries_message_id_client_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."client_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_message_deliveries" ADD CONSTRAINT "client_message_deliveries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_sent_by_staff_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_channel_outbox" ADD CONSTRAINT "simulated_channel_outbox_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_message_deliveries_message_idx" ON "client_message_deliveries" USING btree ("message_id","id");--> statement-breakpoint
CREATE INDEX "client_messages_brand_channel_created_idx" ON "client_messages" USING btree ("brand_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "simulated_channel_outbox_brand_created_idx" ON "simulated_channel_outbox" USING btree ("brand_id","created_at");