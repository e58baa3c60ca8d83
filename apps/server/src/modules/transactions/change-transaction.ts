import { canMove, hasAnyPermission, type TTransactionChange, type TTransactionRow } from '@crm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, invalidField, naming, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { accountInScope } from '../accounts/account-scope.ts';
import { amountIn } from '../accounts/move-money.ts';
import { postMovement } from '../accounts/post-movement.ts';
import { raiseApprovalRequest } from '../approval-policies/approval-requests.ts';
import { mayRunAlone } from '../approval-policies/approval-rules.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { accountBook, houseBook } from '../ledger/books.ts';
import { selectTransactionRows, toTransactionRow } from './transaction-rows.ts';
import { transactionWhere } from './transaction-where.ts';

/**
 * `PUT /dashboard/users/transactions/{id}`. A refund gives back part or all of what is left of a
 * settled deposit (`partial_refund`, then `refund` when nothing is left); a chargeback or a
 * duplicate reverses all that is left. Each is a new journal entry linked to the deposit's own,
 * never a change to it; the transaction row is locked, so two refunds at once cannot together
 * give back more than was paid in. A refund over the brand's approval threshold (the caller's
 * refunds to this client in 24 hours, this one included) is not made: it waits as a request for a
 * second staff member (`pendingRequest`), holding its amount; `approved` is that request carried out.
 */
export async function changeTransaction(
  deps: Deps,
  tx: Tx,
  ctx: RequestContext,
  id: string,
  change: TTransactionChange,
  approved?: { holdId: string | null },
): Promise<TTransactionRow & { pendingRequest?: string }> {
  const [current] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), transactionWhere(tx, ctx, {})))
    .for('update');
  if (!current) throw notFound('Transaction');
  if (current.type !== 'deposit' && current.type !== 'balance_operation_deposit') {
    throw new AppError('conflict', 'Only deposits can be refunded, charged back or marked duplicated');
  }
  if (!current.entryId) throw new AppError('conflict', 'This deposit has not settled: act on its request instead');

  const left = current.amount - current.refundAmount;
  let units: number;
  let status: string;
  if ('refundAmount' in change) {
    if (!hasAnyPermission(ctx.auth.staff, ['transactions.edit_transaction_refund', 'users.refund_transaction'])) {
      throw new AppError('forbidden', 'Refunds need transactions.edit_transaction_refund or users.refund_transaction');
    }
    units = amountIn(change.refundAmount, current.currency, 'refundAmount');
    if (units > left) {
      throw invalidField(
        'refundAmount',
        `No more than what is left of the deposit can be refunded (${left} minor units)`,
      );
    }
    status = units === left ? 'refund' : 'partial_refund';
  } else {
    if (!hasAnyPermission(ctx.auth.staff, ['transactions.edit_transaction_refund'])) {
      throw new AppError('forbidden', 'Marking a chargeback or a duplicate needs transactions.edit_transaction_refund');
    }
    units = left;
    status = change.status;
  }
  if (!canMove(current.type, current.status, status)) {
    throw new AppError('invalidTransition', `A ${current.status} deposit cannot become ${status}`);
  }

  const account = await accountInScope(tx, ctx, current.tradingAccountId);
  if ('refundAmount' in change && !approved) {
    const alone = await mayRunAlone(deps, tx, ctx, {
      kind: 'refund',
      direction: 'out',
      brandId: account.brandId,
      clientId: account.clientId,
      units,
      currency: current.currency,
    });
    if (!alone) {
      const { requestId } = await raiseApprovalRequest(tx, ctx, account, {
        type: 'refundTransaction',
        units,
        details: { transaction: id },
        pending: { book: 'client_balance', transactionType: null },
      });
      const [unchanged] = await selectTransactionRows(tx).where(eq(transactions.id, id));
      if (!unchanged) throw notFound('Transaction');
      return { ...toTransactionRow(unchanged), pendingRequest: requestId };
    }
  }
  const client = await accountBook(tx, account.id, 'client_balance');
  const cash = await houseBook(tx, account.brandId, 'house_cash', account.currency);
  const posting = () =>
    postMovement(tx, {
      brandId: account.brandId,
      type: status === 'partial_refund' ? 'refund' : status,
      postings: [
        { bookId: client.id, amount: -units },
        { bookId: cash.id, amount: units },
      ],
      memo: `${status} of transaction ${current.id}`,
      createdBy: ctx.auth.staff.id,
      linkedEntryId: current.entryId,
      settlesHolds: approved?.holdId ? [approved.holdId] : [],
    });
  await ('refundAmount' in change ? naming('refundAmount', posting) : posting());
  await tx
    .update(transactions)
    .set({
      status,
      refundAmount: 'refundAmount' in change ? current.refundAmount + units : current.refundAmount,
      updatedAt: sql`now()`,
    })
    .where(eq(transactions.id, id));
  const [row] = await selectTransactionRows(tx).where(eq(transactions.id, id));
  if (!row) throw notFound('Transaction');
  const reply = toTransactionRow(row);
  await appendAudit(tx, auditContextOf(ctx), {
    action: 'refundAmount' in change ? 'transaction.refund' : `transaction.${status}`,
    entityType: 'client',
    entityId: current.clientId,
    before: { transaction: id, status: current.status, refundAmount: current.refundAmount },
    after: { transaction: id, status: reply.status, refundAmount: reply.refundAmount, reversed: units },
  });
  return reply;
}
