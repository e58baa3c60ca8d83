CREATE TABLE "audit_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"intact" boolean NOT NULL,
	"records_checked" bigint NOT NULL,
	"first_bad_seq" bigint,
	"problem" text,
	"problems" integer NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" uuid,
	CONSTRAINT "audit_verifications_trigger_check" CHECK ("audit_verifications"."trigger" in ('cli','schedule','manual')),
	CONSTRAINT "audit_verifications_result_check" CHECK ("audit_verifications"."intact" = ("audit_verifications"."first_bad_seq" is null))
);
--> statement-breakpoint
ALTER TABLE "audit_verifications" ADD CONSTRAINT "audit_verifications_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_verifications_finished_idx" ON "audit_verifications" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","seq");--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity_id","seq");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");