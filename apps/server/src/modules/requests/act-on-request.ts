import {
  canMove,
  hasAnyPermission,
  type TRequestAction,
  type TRequestActionBody,
  type TRequestActionReply,
} from '@crm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clientRequests, transactions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { accountReplies, accountsInScope } from '../accounts/account-scope.ts';
import { mayRunAlone, withdrawalFourEyes } from '../approval-policies/approval-rules.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { resolveHold } from '../ledger/holds.ts';
import { signalQueues } from '../queues/queue-signal.ts';
import type { FourEyesThreshold } from '../rates/brokerage-figures.ts';
import { carryOut, type Outcome } from './carry-out.ts';
import { ACT_PERMISSION, STATUS_PERMISSION } from './request-permissions.ts';
import { type LoadedRequest, needsFourEyes, selectRequests, toRequestReply } from './request-reply.ts';
import { requestNotFound, requestScope } from './request-scope.ts';

/**
 * The request, locked: whoever locks it first acts; anyone else waits here, then finds it no longer
 * pending (409) — so two staff pressing "process" at once move the money once.
 */
async function lockPending(tx: Tx, ctx: RequestContext, id: string): Promise<LoadedRequest> {
  const [row] = await selectRequests(tx)
    .where(and(eq(clientRequests.id, id), requestScope(ctx)))
    .for('update', { of: clientRequests });
  if (!row) throw requestNotFound();
  if (row.request.status !== 'pending') {
    throw new AppError(
      'notPending',
      `This request was already ${row.request.status === 'reject' ? 'rejected' : 'processed'}`,
    );
  }
  return row;
}

async function setTransactionStatus(tx: Tx, id: string | null, to: 'rejected') {
  if (!id) return;
  const [current] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  if (!current) return;
  if (!canMove(current.type, current.status, to)) {
    throw new AppError('invalidTransition', `A ${current.status} transaction cannot become ${to}`);
  }
  await tx.update(transactions).set({ status: to, updatedAt: sql`now()` }).where(eq(transactions.id, id));
}

async function reject(tx: Tx, ctx: RequestContext, { request: r }: LoadedRequest, body: TRequestActionBody) {
  if (!body.reject_reason) throw invalidField('reject_reason', 'Say why the request is rejected');
  if (r.holdId) await resolveHold(tx, r.holdId, 'released', null);
  await setTransactionStatus(tx, r.transactionId, 'rejected');
  await tx
    .update(clientRequests)
    .set({
      status: 'reject',
      rejectReason: body.reject_reason,
      processedBy: ctx.auth.staff.id,
      processedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(clientRequests.id, r.id));
  return { transaction: null, accountIds: [r.tradingAccountId, ...(r.counterAccountId ? [r.counterAccountId] : [])] };
}

async function delay(tx: Tx, { request: r }: LoadedRequest, body: TRequestActionBody) {
  if (!body.delayed_reason) throw invalidField('delayed_reason', 'Say why the request waits');
  await tx
    .update(clientRequests)
    .set({ delayedReason: body.delayed_reason, delayedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(clientRequests.id, r.id));
  return { transaction: null, accountIds: [] };
}

/**
 * `process`: the raiser may not carry out their own request; a withdrawal over the four-eyes
 * threshold first records one staff member's approval and needs a different one to pay it out.
 */
async function processRequest(
  deps: Deps,
  fourEyes: FourEyesThreshold & { fromPolicy: boolean },
  tx: Tx,
  ctx: RequestContext,
  loaded: LoadedRequest,
  body: TRequestActionBody,
): Promise<Outcome> {
  const r = loaded.request;
  const me = ctx.auth.staff.id;
  if (r.createdBy === me)
    throw new AppError('ownRequest', 'You raised this request: another staff member must process it');
  let needs = needsFourEyes(r, fourEyes);
  // Under an approval policy the threshold applies to the sum of this staff member's withdrawals
  // paid out alone for this client within 24 hours, this one included.
  if (fourEyes.fromPolicy && !needs && r.type === 'withdrawFromAccount' && r.firstApprovedBy === null) {
    needs = !(await mayRunAlone(deps, tx, ctx, {
      kind: 'withdrawal',
      direction: 'out',
      brandId: r.brandId,
      clientId: r.clientId,
      units: r.amount ?? 0,
      currency: r.currency ?? 'USD',
      requestId: r.id,
    }));
  }
  // A first approval stays someone else's to complete even if today's rate brought the amount
  // under the threshold since.
  if (needs || r.firstApprovedBy !== null) {
    if (r.firstApprovedBy === me) {
      throw new AppError(
        'secondApproverRequired',
        'You gave the first approval: a different staff member must pay it out',
      );
    }
    if (r.firstApprovedBy === null) {
      await tx
        .update(clientRequests)
        .set({ firstApprovedBy: me, updatedAt: sql`now()` })
        .where(eq(clientRequests.id, r.id));
      return { transaction: null, accountIds: [r.tradingAccountId] };
    }
  }
  const outcome = await carryOut(deps, tx, ctx, loaded, body);
  await tx
    .update(clientRequests)
    .set({
      status: 'processed',
      processedBy: me,
      processedAt: sql`now()`,
      updatedAt: sql`now()`,
      methods: outcome.methods ?? null,
      fee: outcome.fee ? outcome.fee : null,
      transactionId: outcome.transaction?._id ?? r.transactionId,
    })
    .where(eq(clientRequests.id, r.id));
  return outcome;
}

/** `POST /dashboard/users/requests/{id}/{action}`, inside the caller's (idempotent) transaction. */
export async function actOnRequest(
  deps: Deps,
  tx: Tx,
  ctx: RequestContext,
  id: string,
  action: TRequestAction,
  body: TRequestActionBody,
): Promise<TRequestActionReply> {
  const loaded = await lockPending(tx, ctx, id);
  const type = loaded.request.type as keyof typeof ACT_PERMISSION;
  const needed = action === 'process' ? ACT_PERMISSION[type] : STATUS_PERMISSION[type];
  if (!hasAnyPermission(ctx.auth.staff, needed)) {
    throw new AppError('forbidden', `Acting on a ${type} request needs ${needed.join(' or ')}`);
  }
  // Today's rate, read once: the threshold of the reply before, the check and the reply after agree.
  const fourEyes = await withdrawalFourEyes(tx, deps, loaded.request.brandId);
  const before = toRequestReply(loaded, fourEyes);
  const outcome =
    action === 'reject'
      ? await reject(tx, ctx, loaded, body)
      : action === 'delay'
        ? await delay(tx, loaded, body)
        : await processRequest(deps, fourEyes, tx, ctx, loaded, body);

  const [after] = await selectRequests(tx).where(eq(clientRequests.id, id));
  if (!after) throw requestNotFound();
  const request = toRequestReply(after, fourEyes);
  const stillPending = request.status === 'pending';
  await signalQueues(tx, loaded.request.brandId);
  await appendAudit(tx, auditContextOf(ctx), {
    action: action === 'process' && stillPending ? 'request.firstApproval' : `request.${action}`,
    entityType: 'request',
    entityId: id,
    before: { status: before.status, firstApprovedBy: before.firstApprovedBy },
    after: {
      status: request.status,
      client: request.user._id,
      request_type: request.request_type,
      reject_reason: request.reject_reason,
      delayed_reason: request.delayed_reason,
      methods: request.methods,
      fee: request.fee,
      firstApprovedBy: request.firstApprovedBy,
      transaction: outcome.transaction?._id ?? null,
    },
  });
  const accounts = await accountsInScope(tx, ctx, outcome.accountIds);
  return {
    request,
    transaction: outcome.transaction,
    accounts: await accountReplies(tx, accounts),
  };
}
