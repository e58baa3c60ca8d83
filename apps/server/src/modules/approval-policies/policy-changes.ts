import {
  APPROVAL_KINDS,
  fromMinorUnits,
  type TApprovalPolicies,
  type TApprovalPolicyChange,
  type TApprovalPolicyProposal,
  toMinorUnits,
} from '@crm/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { staff } from '../../db/schema.ts';
import { approvalPolicies, approvalPolicyChanges } from '../../db/schema-approval-policies.ts';
import type { Deps } from '../../deps.ts';
import { AppError, invalidField, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { policyOf, policyThreshold } from './approval-rules.ts';

const proposer = alias(staff, 'proposer');
const decider = alias(staff, 'decider');
type ChangeRow = typeof approvalPolicyChanges.$inferSelect;
type Named = { id: string; firstName: string; lastName: string } | null;

const usd = (cents: number | null) => (cents === null ? null : fromMinorUnits(cents, 'USD'));
const who = (s: Named) => (s ? { _id: s.id, name: `${s.firstName} ${s.lastName}` } : null);

function selectChanges(db: Executor) {
  return db
    .select({
      change: approvalPolicyChanges,
      proposer: { id: proposer.id, firstName: proposer.firstName, lastName: proposer.lastName },
      decider: { id: decider.id, firstName: decider.firstName, lastName: decider.lastName },
    })
    .from(approvalPolicyChanges)
    .leftJoin(proposer, eq(proposer.id, approvalPolicyChanges.proposedBy))
    .leftJoin(decider, eq(decider.id, approvalPolicyChanges.decidedBy));
}

function toChange(row: { change: ChangeRow; proposer: Named; decider: Named }): TApprovalPolicyChange {
  const c = row.change;
  return {
    _id: c.id,
    status: c.status as TApprovalPolicyChange['status'],
    thresholds: {
      withdrawal: usd(c.withdrawalUsdCents),
      balance: usd(c.balanceUsdCents),
      credit: usd(c.creditUsdCents),
      refund: usd(c.refundUsdCents),
    },
    comment: c.comment,
    proposedBy: who(row.proposer),
    proposedAt: c.proposedAt.toISOString(),
    decidedBy: who(row.decider),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    reason: c.reason,
  };
}

async function loadChange(db: Executor, id: string): Promise<TApprovalPolicyChange> {
  const [row] = await selectChanges(db).where(eq(approvalPolicyChanges.id, id));
  if (!row) throw notFound('Policy change');
  return toChange(row);
}

/** `GET /dashboard/approvalPolicies`: each kind as it applies now, and the change waiting, if any. */
export async function getApprovalPolicies(deps: Deps, ctx: RequestContext): Promise<TApprovalPolicies> {
  const brand = ctx.auth.brand;
  const policy = await policyOf(deps.db, brand);
  const [pending] = await selectChanges(deps.db).where(
    and(eq(approvalPolicyChanges.brandId, brand), eq(approvalPolicyChanges.status, 'pending')),
  );
  return {
    brand,
    defaultThreshold: fromMinorUnits(deps.config.fourEyesWithdrawalThreshold * 100, 'USD'),
    rules: APPROVAL_KINDS.map((kind) => {
      const cents = policyThreshold(policy, kind);
      return { kind, threshold: usd(cents), source: cents === null ? 'default' : 'policy' };
    }),
    approvedAt: policy?.approvedAt.toISOString() ?? null,
    pending: pending ? toChange(pending) : null,
  };
}

/** `GET /dashboard/approvalPolicies/changes`: the brand's changes, newest first (the history). */
export async function listPolicyChanges(deps: Deps, ctx: RequestContext, q: { page: number; limit: number }) {
  const where = eq(approvalPolicyChanges.brandId, ctx.auth.brand);
  const rows = await selectChanges(deps.db)
    .where(where)
    .orderBy(desc(approvalPolicyChanges.proposedAt), desc(approvalPolicyChanges.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await deps.db.select({ n: count() }).from(approvalPolicyChanges).where(where);
  return { docs: rows.map(toChange), totalDocs: total?.n ?? 0 };
}

function cents(body: TApprovalPolicyProposal, kind: (typeof APPROVAL_KINDS)[number]): number | null {
  const value = body[kind];
  if (value === null) return null;
  const minor = toMinorUnits(value, 'USD');
  if (minor === null) throw invalidField(kind, 'A US dollar amount, at most two decimals');
  return minor;
}

/**
 * `POST /dashboard/approvalPolicies/changes`: proposes the brand's whole policy (every kind, null for
 * "default"). It takes effect only when a second administrator approves; one change waits per brand.
 */
export async function proposePolicy(
  deps: Deps,
  ctx: RequestContext,
  body: TApprovalPolicyProposal,
): Promise<TApprovalPolicyChange> {
  const values = {
    withdrawalUsdCents: cents(body, 'withdrawal'),
    balanceUsdCents: cents(body, 'balance'),
    creditUsdCents: cents(body, 'credit'),
    refundUsdCents: cents(body, 'refund'),
  };
  const pendingError = () =>
    new AppError(
      'policyChangePending',
      'A policy change is already waiting for a second administrator: approve or reject it first',
    );
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(approvalPolicyChanges)
        .values({
          brandId: ctx.auth.brand,
          ...values,
          comment: body.comment || null,
          proposedBy: ctx.auth.staff.id,
        })
        .onConflictDoNothing()
        .returning({ id: approvalPolicyChanges.id });
      if (!created) throw pendingError();
      await appendAudit(tx, auditContextOf(ctx), {
        action: 'approvalPolicy.propose',
        entityType: 'approvalPolicy',
        entityId: created.id,
        before: { policy: await currentThresholds(tx, ctx.auth.brand) },
        after: { proposed: { ...values }, comment: body.comment || null },
      });
      return created.id;
    });
    return loadChange(deps.db, id);
  } catch (error) {
    if (isUniqueViolation(error, 'approval_policy_changes_one_pending')) throw pendingError();
    throw error;
  }
}

async function currentThresholds(tx: Tx, brandId: string) {
  const p = await policyOf(tx, brandId);
  return p
    ? {
        withdrawalUsdCents: p.withdrawalUsdCents,
        balanceUsdCents: p.balanceUsdCents,
        creditUsdCents: p.creditUsdCents,
        refundUsdCents: p.refundUsdCents,
      }
    : null;
}

/**
 * `POST /dashboard/approvalPolicies/changes/{id}/{approve|reject}`. Approving makes the change the
 * brand's policy, and only an administrator other than the proposer may (403, code 151); anyone who
 * may change policies may reject it (the proposer too: withdrawing their own proposal). The change
 * row is locked, so two decisions at once act once.
 */
export async function decidePolicy(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  decision: 'approve' | 'reject',
  body: { reason?: string | undefined },
): Promise<TApprovalPolicyChange> {
  const me = ctx.auth.staff.id;
  await deps.db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(approvalPolicyChanges)
      .where(and(eq(approvalPolicyChanges.id, id), eq(approvalPolicyChanges.brandId, ctx.auth.brand)))
      .for('update');
    if (!change) throw notFound('Policy change');
    if (change.status !== 'pending') throw new AppError('conflict', `This change was already ${change.status}`);
    if (decision === 'approve' && change.proposedBy === me) {
      throw new AppError('ownPolicyChange', 'You proposed this change: a second administrator must approve it');
    }
    const before = await currentThresholds(tx, change.brandId);
    await tx
      .update(approvalPolicyChanges)
      .set({
        status: decision === 'approve' ? 'approved' : 'rejected',
        decidedBy: me,
        decidedAt: sql`now()`,
        reason: body.reason || null,
      })
      .where(eq(approvalPolicyChanges.id, id));
    const thresholds = {
      withdrawalUsdCents: change.withdrawalUsdCents,
      balanceUsdCents: change.balanceUsdCents,
      creditUsdCents: change.creditUsdCents,
      refundUsdCents: change.refundUsdCents,
    };
    if (decision === 'approve') {
      await tx
        .insert(approvalPolicies)
        .values({ brandId: change.brandId, ...thresholds, changeId: id, approvedAt: sql`now()` })
        .onConflictDoUpdate({
          target: approvalPolicies.brandId,
          set: { ...thresholds, changeId: id, approvedAt: sql`now()` },
        });
    }
    await appendAudit(tx, auditContextOf(ctx), {
      action: decision === 'approve' ? 'approvalPolicy.approve' : 'approvalPolicy.reject',
      entityType: 'approvalPolicy',
      entityId: id,
      before: { policy: before },
      after: {
        policy: decision === 'approve' ? thresholds : before,
        proposedBy: change.proposedBy,
        reason: body.reason || null,
      },
    });
  });
  return loadChange(deps.db, id);
}
