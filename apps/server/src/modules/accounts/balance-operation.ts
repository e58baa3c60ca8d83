import type { TBalanceOperationRequest, TMoneyMovementReply } from '@crm/contracts';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { raiseApprovalRequest } from '../approval-policies/approval-requests.ts';
import { mayRunAlone } from '../approval-policies/approval-rules.ts';
import { accountBook, houseBook } from '../ledger/books.ts';
import { accountInScope, accountReplies } from './account-scope.ts';
import { amountIn, recordMovement } from './move-money.ts';

export type OperationKind = 'balance' | 'credit';
type Account = Awaited<ReturnType<typeof accountInScope>>;

/**
 * Posts a balance or credit operation: the account's book against the brand's house book (cash
 * for balance, credit for credit). A withdrawal can take no more than is available (balance less
 * holds). `approved` settles the request that waited for a second staff member.
 */
export async function postOperation(
  tx: Tx,
  ctx: RequestContext,
  account: Account,
  kind: OperationKind,
  op: { type: 'deposit' | 'withdrawal'; units: number; comment: string | null },
  approved?: { holdId: string | null; transactionId: string | null },
) {
  const client = await accountBook(tx, account.id, kind === 'balance' ? 'client_balance' : 'client_credit');
  const house = await houseBook(
    tx,
    account.brandId,
    kind === 'balance' ? 'house_cash' : 'house_credit',
    account.currency,
  );
  const signed = op.type === 'deposit' ? op.units : -op.units;
  return recordMovement(tx, ctx, {
    type: `${kind}_operation_${op.type}`,
    account,
    units: op.units,
    postings: [
      { bookId: client.id, amount: signed },
      { bookId: house.id, amount: -signed },
    ],
    comment: op.comment,
    audit: `account.${kind}Operation`,
    settlesHolds: approved?.holdId ? [approved.holdId] : [],
    pendingTransactionId: approved?.transactionId ?? null,
  });
}

/**
 * `POST …/accounts/{id}/balanceOperation` and `/creditOperation`: staff put money on an account or
 * take it off. Over the brand's approval threshold (the caller's operations of this kind on this
 * client in 24 hours, this one included) it becomes a request another staff member must approve.
 */
export async function operateOnAccount(
  deps: Deps,
  tx: Tx,
  ctx: RequestContext,
  accountId: string,
  kind: OperationKind,
  body: TBalanceOperationRequest,
): Promise<TMoneyMovementReply> {
  const account = await accountInScope(tx, ctx, accountId);
  const units = amountIn(body.amount, account.currency);
  const op = { type: body.type, units, comment: body.comment || null };
  const alone = await mayRunAlone(deps, tx, ctx, {
    kind,
    direction: body.type === 'deposit' ? 'in' : 'out',
    brandId: account.brandId,
    clientId: account.clientId,
    units,
    currency: account.currency,
  });
  if (!alone) {
    const { requestId, transaction } = await raiseApprovalRequest(tx, ctx, account, {
      type: kind === 'balance' ? 'balanceOperation' : 'creditOperation',
      units,
      details: { type: body.type, ...(op.comment ? { comment: op.comment } : {}) },
      pending:
        body.type === 'withdrawal'
          ? {
              book: kind === 'balance' ? 'client_balance' : 'client_credit',
              transactionType: `${kind}_operation_withdrawal`,
            }
          : { book: null, transactionType: `${kind}_operation_deposit` },
    });
    if (!transaction) throw new AppError('internal', 'The pending operation was not recorded');
    return { transaction, accounts: await accountReplies(tx, [account]), pendingRequest: requestId };
  }
  const transaction = await postOperation(tx, ctx, account, kind, op);
  return { transaction, accounts: await accountReplies(tx, [account]) };
}
