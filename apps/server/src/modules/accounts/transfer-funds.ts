import type { TMoneyMovementReply, TTransferFundsRequest } from '@crm/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { accountBooks } from '../ledger/books.ts';
import { accountReplies, accountsInScope } from './account-scope.ts';
import { amountIn, recordMovement } from './move-money.ts';

type Account = Awaited<ReturnType<typeof accountsInScope>>[number];

/** Two accounts funds may move between: of one client, in one currency and environment, both open to transfers. */
export function assertTransferPair(from: Account, to: Account) {
  if (from.id === to.id) throw invalidField('accountTo', 'Choose two different accounts');
  if (from.clientId !== to.clientId) throw invalidField('accountTo', 'Both accounts must belong to the same client');
  if (from.currency !== to.currency) throw invalidField('accountTo', 'Both accounts must be in the same currency');
  if (from.environment !== to.environment)
    throw invalidField('accountTo', 'Funds move between live accounts or between demo accounts only');
  if (!from.canTransfer || !to.canTransfer)
    throw new AppError('conflict', 'Transfers are switched off on one of the accounts');
}

/** The two accounts of a transfer, both in the caller's scope, checked as a pair. */
export async function transferPair(tx: Tx, ctx: RequestContext, fromId: string, toId: string) {
  if (fromId === toId) throw invalidField('accountTo', 'Choose two different accounts');
  const found = await accountsInScope(tx, ctx, [fromId, toId]);
  const from = found.find((a) => a.id === fromId);
  const to = found.find((a) => a.id === toId);
  if (!from || !to) throw new AppError('notFound', 'Account not found');
  assertTransferPair(from, to);
  return { from, to };
}

/**
 * `POST …/accounts/transferFunds`: moves balance between two accounts of one client, in one
 * currency. Both must allow transfers; the source must have the amount available.
 */
export async function transferFunds(
  tx: Tx,
  ctx: RequestContext,
  body: TTransferFundsRequest,
): Promise<TMoneyMovementReply> {
  const { from, to } = await transferPair(tx, ctx, body.accountFrom, body.accountTo);
  const units = amountIn(body.amount, from.currency);
  const [source, target] = await accountBooks(tx, [from.id, to.id], 'client_balance');
  const transaction = await recordMovement(tx, ctx, {
    type: 'transfer_between_accounts',
    account: from,
    counterAccountId: to.id,
    units,
    postings: [
      { bookId: source.id, amount: -units },
      { bookId: target.id, amount: units },
    ],
    comment: body.reason,
    audit: 'account.transferFunds',
  });
  return { transaction, accounts: await accountReplies(tx, [from, to]) };
}
