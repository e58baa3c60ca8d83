CREATE TABLE "audit_inbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"viewed_as_id" uuid,
	"brand_id" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
-- Inbox records are never edited: they are only inserted, then deleted by the sealer as it chains them.
CREATE TRIGGER audit_inbox_no_update BEFORE UPDATE ON audit_inbox
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
