import { z } from 'zod';
import { pageOf, ZBrandQuery, ZId, ZPageQuery, ZPlainText } from './common.ts';

/**
 * Approval policies (issue #16, segregation of duties): per brand, a USD threshold per kind of
 * money operation above which a second staff member, never the one who asked, must approve it.
 * The threshold applies to the sum of one staff member's operations of that kind on one client
 * within 24 hours, the new one included (docs/ARCHITECTURE.md "Money", "Approval policies").
 */
export const APPROVAL_KINDS = ['withdrawal', 'balance', 'credit', 'refund'] as const;
export type TApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_KIND_LABELS: Record<TApprovalKind, string> = {
  withdrawal: 'Withdrawals',
  balance: 'Balance operations (either direction)',
  credit: 'Credit operations (either direction)',
  refund: 'Refunds',
};

/**
 * A threshold in US dollars as a decimal string with at most two decimals ("25000", "2500.50"), or
 * null (or empty) for "not set" (the configured four-eyes threshold then applies to money out). Never a float.
 */
export const ZUsdThreshold = z
  .string()
  .trim()
  .regex(/^(\d{1,10}(\.\d{1,2})?)?$/, 'A US dollar amount, at most two decimals')
  // An empty field is "not set", as null is.
  .transform((s) => (s === '' ? null : s))
  .nullable();

/** A proposed policy: every kind, each a threshold or null. */
export const ZApprovalPolicyProposal = z.strictObject({
  withdrawal: ZUsdThreshold,
  balance: ZUsdThreshold,
  credit: ZUsdThreshold,
  refund: ZUsdThreshold,
  comment: ZPlainText.trim().max(500).optional(),
});
export type TApprovalPolicyProposal = z.infer<typeof ZApprovalPolicyProposal>;

const ZThresholds = z.object({
  withdrawal: z.string().nullable(),
  balance: z.string().nullable(),
  credit: z.string().nullable(),
  refund: z.string().nullable(),
});

export const APPROVAL_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;

const ZStaffRef = z.object({ _id: z.string(), name: z.string() }).nullable();

export const ZApprovalPolicyChange = z
  .object({
    _id: z.string(),
    status: z.enum(APPROVAL_CHANGE_STATUSES),
    thresholds: ZThresholds,
    comment: z.string().nullable(),
    proposedBy: ZStaffRef,
    proposedAt: z.iso.datetime(),
    decidedBy: ZStaffRef,
    decidedAt: z.iso.datetime().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'ApprovalPolicyChange' });
export type TApprovalPolicyChange = z.infer<typeof ZApprovalPolicyChange>;

/** One kind as it applies now: the policy's threshold, or the default. */
export const ZApprovalKindRule = z.object({
  kind: z.enum(APPROVAL_KINDS),
  /** The policy's threshold in USD, null when the policy leaves this kind unset. */
  threshold: z.string().nullable(),
  /**
   * `policy`: the threshold applies to both directions; `default`: unset, the configured four-eyes
   * threshold applies to money out (withdrawals exactly as before any policy); money in runs at once.
   */
  source: z.enum(['policy', 'default']),
});

export const ZApprovalPolicies = z
  .object({
    brand: z.string(),
    /** The configured `FOUR_EYES_WITHDRAWAL_THRESHOLD`, in USD. */
    defaultThreshold: z.string(),
    rules: z.array(ZApprovalKindRule),
    /** When the policy in force was approved (null: none yet, every kind is at its default). */
    approvedAt: z.iso.datetime().nullable(),
    pending: ZApprovalPolicyChange.nullable(),
  })
  .meta({ id: 'ApprovalPolicies' });
export type TApprovalPolicies = z.infer<typeof ZApprovalPolicies>;

export const ZApprovalChangeListQuery = z.object({ ...ZPageQuery.shape, ...ZBrandQuery.shape });
export const ZApprovalChangePage = pageOf(ZApprovalPolicyChange);
export type TApprovalChangePage = z.infer<typeof ZApprovalChangePage>;

export const ZApprovalChangeParams = z.object({ id: ZId, decision: z.enum(['approve', 'reject']) });

export const ZApprovalDecision = z.strictObject({
  reason: ZPlainText.trim().max(500).optional(),
});
