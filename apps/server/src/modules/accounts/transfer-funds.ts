import type { TMoneyMovementReply, TTransferFundsRequest } from '@crm/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { accountReplies, accountsInScope } from './account-scope.ts';
import { amountIn, recordMovement } from './move-money.ts';
import { transferLegs } from './transfer-legs.ts';

type Account = Awaited<ReturnType<typeof accountsInScope>>[number];

/**
 * Two accounts funds may move between: of one client, in one environment, both open to transfers.
 * Their currencies may differ: the transfer converts at the day's rate (transfer-legs.ts).
 */
export function assertTransferPair(from: Account, to: Account) {
  if (from.id === to.id) throw invalidField('accountTo', 'Choose two different accounts');
  if (from.clientId !== to.clientId) throw invalidField('accountTo', 'Both accounts must belong to the same client');
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
 * `POST …/accounts/transferFunds`: moves balance between two accounts of one client. Both must
 * allow transfers; the source must have the amount available. Between currencies the row keeps
 * both amounts and the rate.
 */
export async function transferFunds(
  tx: Tx,
  ctx: RequestContext,
  body: TTransferFundsRequest,
): Promise<TMoneyMovementReply> {
  const { from, to } = await transferPair(tx, ctx, body.accountFrom, body.accountTo);
  const units = amountIn(body.amount, from.currency);
  const { postings, conversion } = await transferLegs(tx, from, to, units);
  const transaction = await recordMovement(tx, ctx, {
    type: 'transfer_between_accounts',
    account: from,
    counterAccountId: to.id,
    units,
    postings,
    conversion,
    comment: body.reason,
    audit: 'account.transferFunds',
  });
  return { transaction, accounts: await accountReplies(tx, [from, to]) };
}
