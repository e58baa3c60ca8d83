import type { TTransaction } from '@crm/contracts';
import type { Tx } from '../../db/client.ts';
import { clientRequests, transactions } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { toTransactionReply } from '../accounts/account-reply.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { accountBook } from '../ledger/books.ts';
import { placeHold } from '../ledger/holds.ts';
import { signalQueues } from '../queues/queue-signal.ts';

type Account = { id: string; brandId: string; clientId: string; currency: string };

export type ApprovalRequest = {
  type: 'balanceOperation' | 'creditOperation' | 'refundTransaction';
  units: number;
  details: Record<string, string>;
  /**
   * `book`: the client book whose amount is held until the request is resolved (money out);
   * `transactionType`: the pending transaction row the finance lists show meanwhile (none for a refund,
   * which changes its deposit's row when carried out).
   */
  pending: { book: 'client_balance' | 'client_credit' | null; transactionType: string | null };
};

/**
 * A staff operation over the approval threshold, recorded as a pending request in the requests
 * queue instead of being carried out: money out is held (as a withdrawal request holds it), the
 * caller is its `created_by`, so they can never process it themselves (`ownRequest`).
 */
export async function raiseApprovalRequest(
  tx: Tx,
  ctx: RequestContext,
  account: Account,
  r: ApprovalRequest,
): Promise<{ requestId: string; transaction: TTransaction | null }> {
  const holdId = r.pending.book
    ? await placeHold(tx, (await accountBook(tx, account.id, r.pending.book)).id, r.units)
    : null;
  let transaction: TTransaction | null = null;
  if (r.pending.transactionType) {
    const [row] = await tx
      .insert(transactions)
      .values({
        brandId: account.brandId,
        clientId: account.clientId,
        tradingAccountId: account.id,
        type: r.pending.transactionType,
        status: 'pending',
        amount: r.units,
        currency: account.currency,
        comment: r.details.comment ?? null,
        createdBy: ctx.auth.staff.id,
      })
      .returning();
    if (!row) throw new AppError('internal', 'The pending transaction was not recorded');
    transaction = toTransactionReply(row);
  }
  const [created] = await tx
    .insert(clientRequests)
    .values({
      brandId: account.brandId,
      clientId: account.clientId,
      tradingAccountId: account.id,
      type: r.type,
      amount: r.units,
      currency: account.currency,
      details: r.details,
      holdId,
      transactionId: transaction?._id ?? null,
      createdBy: ctx.auth.staff.id,
    })
    .returning({ id: clientRequests.id });
  if (!created) throw new AppError('internal', 'The request was not recorded');
  await signalQueues(tx, account.brandId);
  await appendAudit(tx, auditContextOf(ctx), {
    action: 'request.raise',
    entityType: 'client',
    entityId: account.clientId,
    after: {
      request: created.id,
      request_type: r.type,
      amount: r.units,
      currency: account.currency,
      details: r.details,
      reason: 'Over the approval policy threshold: a second staff member must approve it',
    },
  });
  return { requestId: created.id, transaction };
}
