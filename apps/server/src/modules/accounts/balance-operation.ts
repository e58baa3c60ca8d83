import type { TBalanceOperationRequest, TMoneyMovementReply } from '@crm/contracts';
import type { Tx } from '../../db/client.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { accountBook, houseBook } from '../ledger/books.ts';
import { accountInScope, accountReplies } from './account-scope.ts';
import { amountIn, recordMovement } from './move-money.ts';

export type OperationKind = 'balance' | 'credit';

/**
 * `POST …/accounts/{id}/balanceOperation` and `/creditOperation`: staff put money on an account or
 * take it off. The other side is the brand's house book (cash for balance, credit for credit).
 * A withdrawal can take no more than is available (balance less holds).
 */
export async function operateOnAccount(
  tx: Tx,
  ctx: RequestContext,
  accountId: string,
  kind: OperationKind,
  body: TBalanceOperationRequest,
): Promise<TMoneyMovementReply> {
  const account = await accountInScope(tx, ctx, accountId);
  const units = amountIn(body.amount, account.currency);
  const client = await accountBook(tx, account.id, kind === 'balance' ? 'client_balance' : 'client_credit');
  const house = await houseBook(
    tx,
    account.brandId,
    kind === 'balance' ? 'house_cash' : 'house_credit',
    account.currency,
  );
  const signed = body.type === 'deposit' ? units : -units;
  const transaction = await recordMovement(tx, ctx, {
    type: `${kind}_operation_${body.type}`,
    account,
    units,
    postings: [
      { bookId: client.id, amount: signed },
      { bookId: house.id, amount: -signed },
    ],
    comment: body.comment || null,
    audit: `account.${kind}Operation`,
  });
  return { transaction, accounts: await accountReplies(tx, [account]) };
}
