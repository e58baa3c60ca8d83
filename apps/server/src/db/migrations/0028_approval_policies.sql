CREATE TABLE "approval_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"usd_cents" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"request_id" uuid,
	CONSTRAINT "approval_operations_kind_check" CHECK ("approval_operations"."kind" in ('withdrawal','balance','credit','refund')),
	CONSTRAINT "approval_operations_direction_check" CHECK ("approval_operations"."direction" in ('in','out')),
	CONSTRAINT "approval_operations_usd_check" CHECK ("approval_operations"."usd_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "approval_policies" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"withdrawal_usd_cents" bigint,
	"balance_usd_cents" bigint,
	"credit_usd_cents" bigint,
	"refund_usd_cents" bigint,
	"change_id" uuid NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "approval_policies_thresholds_check" CHECK (coalesce("approval_policies"."withdrawal_usd_cents", 0) >= 0 and coalesce("approval_policies"."balance_usd_cents", 0) >= 0 and coalesce("approval_policies"."credit_usd_cents", 0) >= 0 and coalesce("approval_policies"."refund_usd_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "approval_policy_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"withdrawal_usd_cents" bigint,
	"balance_usd_cents" bigint,
	"credit_usd_cents" bigint,
	"refund_usd_cents" bigint,
	"comment" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "approval_policy_changes_status_check" CHECK ("approval_policy_changes"."status" in ('pending','approved','rejected')),
	CONSTRAINT "approval_policy_changes_thresholds_check" CHECK (coalesce("approval_policy_changes"."withdrawal_usd_cents", 0) >= 0 and coalesce("approval_policy_changes"."balance_usd_cents", 0) >= 0 and coalesce("approval_policy_changes"."credit_usd_cents", 0) >= 0 and coalesce("approval_policy_changes"."refund_usd_cents", 0) >= 0),
	CONSTRAINT "approval_policy_changes_decided_check" CHECK (("approval_policy_changes"."status" = 'pending') = ("approval_policy_changes"."decided_by" is null)),
	CONSTRAINT "approval_policy_changes_second_admin_check" CHECK ("approval_policy_changes"."status" <> 'approved' or "approval_policy_changes"."decided_by" <> "approval_policy_changes"."proposed_by")
);
--> statement-breakpoint
ALTER TABLE "client_requests" DROP CONSTRAINT "client_requests_type_check";--> statement-breakpoint
ALTER TABLE "approval_operations" ADD CONSTRAINT "approval_operations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_operations" ADD CONSTRAINT "approval_operations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_operations" ADD CONSTRAINT "approval_operations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_operations" ADD CONSTRAINT "approval_operations_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_policies" ADD CONSTRAINT "approval_policies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_policies" ADD CONSTRAINT "approval_policies_change_id_approval_policy_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."approval_policy_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_policy_changes" ADD CONSTRAINT "approval_policy_changes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_policy_changes" ADD CONSTRAINT "approval_policy_changes_proposed_by_staff_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_policy_changes" ADD CONSTRAINT "approval_policy_changes_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_operations_sum_idx" ON "approval_operations" USING btree ("staff_id","client_id","kind","at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_policy_changes_one_pending" ON "approval_policy_changes" USING btree ("brand_id") WHERE "approval_policy_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "approval_policy_changes_brand_idx" ON "approval_policy_changes" USING btree ("brand_id","proposed_at");--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_type_check" CHECK ("client_requests"."type" in ('deleteAccount','withdrawFromAccount','depositCryptoToAccount','transferFundsBetweenAccounts','changeAccountLeverage','balanceOperation','creditOperation','refundTransaction'));