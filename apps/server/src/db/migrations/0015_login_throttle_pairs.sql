-- Sign-in throttling moves from per email (which let anyone lock a colleague out) to per (email,
-- address) pair with growing delays (modules/auth/login-throttle.ts). The pair's lookups get their
-- index, the pruning job one on `at`; the refusal counters mark the failure that started a throttle,
-- so a flood of refused tries writes one audit record, not one each.
ALTER TABLE "login_failures" ADD COLUMN "pair_refusals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "address_refusals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_email_ip_at_idx" ON "login_failures" USING btree ("email","ip","at");--> statement-breakpoint
CREATE INDEX "login_failures_at_idx" ON "login_failures" USING btree ("at");