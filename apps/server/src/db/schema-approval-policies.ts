import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands, clientRequests, clients, staff } from './schema.ts';

/** USD thresholds in cents, one per kind; null leaves the kind at its default (the configured threshold on money out). */
const thresholds = () => ({
  withdrawalUsdCents: bigint('withdrawal_usd_cents', { mode: 'number' }),
  balanceUsdCents: bigint('balance_usd_cents', { mode: 'number' }),
  creditUsdCents: bigint('credit_usd_cents', { mode: 'number' }),
  refundUsdCents: bigint('refund_usd_cents', { mode: 'number' }),
});

const thresholdChecks = (t: {
  withdrawalUsdCents: unknown;
  balanceUsdCents: unknown;
  creditUsdCents: unknown;
  refundUsdCents: unknown;
}) =>
  sql`coalesce(${t.withdrawalUsdCents}, 0) >= 0 and coalesce(${t.balanceUsdCents}, 0) >= 0 and coalesce(${t.creditUsdCents}, 0) >= 0 and coalesce(${t.refundUsdCents}, 0) >= 0`;

/**
 * Proposed changes of a brand's approval policy (issue #16). A change is `pending` until a second
 * administrator approves it (then it is the policy in force) or someone rejects it; one pending
 * change per brand at a time, and the approver is never the proposer (both enforced here too).
 */
export const approvalPolicyChanges = pgTable(
  'approval_policy_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    ...thresholds(),
    comment: text('comment'),
    status: text('status').notNull().default('pending'),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => staff.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('approval_policy_changes_one_pending').on(t.brandId).where(sql`${t.status} = 'pending'`),
    index('approval_policy_changes_brand_idx').on(t.brandId, t.proposedAt),
    check('approval_policy_changes_status_check', sql`${t.status} in ('pending','approved','rejected')`),
    check('approval_policy_changes_thresholds_check', thresholdChecks(t)),
    check('approval_policy_changes_decided_check', sql`(${t.status} = 'pending') = (${t.decidedBy} is null)`),
    // Four eyes on the four-eyes rule: whoever proposed a change never approves it.
    check(
      'approval_policy_changes_second_admin_check',
      sql`${t.status} <> 'approved' or ${t.decidedBy} <> ${t.proposedBy}`,
    ),
  ],
);

/** The policy in force per brand: the last approved change. No row: every kind at its default. */
export const approvalPolicies = pgTable(
  'approval_policies',
  {
    brandId: text('brand_id')
      .primaryKey()
      .references(() => brands.id),
    ...thresholds(),
    changeId: uuid('change_id')
      .notNull()
      .references(() => approvalPolicyChanges.id),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('approval_policies_thresholds_check', thresholdChecks(t))],
);

/**
 * Money operations a staff member carried out alone (without a second approver), in USD cents at
 * the day's rate, timed by the server's injectable clock: the 24-hour sums the thresholds apply to.
 * `direction` is `in` or `out` of the client's account. Appended in the operation's transaction.
 */
export const approvalOperations = pgTable(
  'approval_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind').notNull(),
    direction: text('direction').notNull(),
    usdCents: bigint('usd_cents', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The request a withdrawal was paid out from, when the operation came from one. */
    requestId: uuid('request_id').references(() => clientRequests.id),
  },
  (t) => [
    index('approval_operations_sum_idx').on(t.staffId, t.clientId, t.kind, t.at),
    check('approval_operations_kind_check', sql`${t.kind} in ('withdrawal','balance','credit','refund')`),
    check('approval_operations_direction_check', sql`${t.direction} in ('in','out')`),
    check('approval_operations_usd_check', sql`${t.usdCents} >= 0`),
  ],
);
