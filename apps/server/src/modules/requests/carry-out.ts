import { fromMinorUnits, type TRequestActionBody, type TTransaction, toMinorUnits } from '@crm/contracts';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { accountInScope } from '../accounts/account-scope.ts';
import { type OperationKind, postOperation } from '../accounts/balance-operation.ts';
import { deleteTradingAccount } from '../accounts/delete-account.ts';
import { recordMovement } from '../accounts/move-money.ts';
import { transferPair } from '../accounts/transfer-funds.ts';
import { transferLegs } from '../accounts/transfer-legs.ts';
import { changeLeverage } from '../accounts/update-account.ts';
import { accountBook, houseBook } from '../ledger/books.ts';
import { changeTransaction } from '../transactions/change-transaction.ts';
import type { LoadedRequest } from './request-reply.ts';

export type Outcome = {
  transaction: TTransaction | null;
  /** Accounts whose balances or settings changed, for the reply. */
  accountIds: string[];
  /** What staff chose while processing, kept on the request. */
  methods?: string | null;
  fee?: number | null;
};

/** Pays a withdrawal out: the held amount leaves the client's balance; a fee stays with the brand. */
async function withdraw(tx: Tx, ctx: RequestContext, { request: r }: LoadedRequest, body: TRequestActionBody) {
  const account = await accountInScope(tx, ctx, r.tradingAccountId);
  if (!account.canWithdraw) throw new AppError('conflict', 'Withdrawals are switched off on this account');
  const amount = r.amount ?? 0;
  const fee = body.fee === undefined ? 0 : toMinorUnits(body.fee, account.currency);
  if (fee === null || fee < 0)
    throw invalidField('fee', `The fee must be an amount in ${account.currency}, without rounding`);
  if (fee >= amount) throw invalidField('fee', 'The fee must be less than the amount withdrawn');
  const methods = body.methods ?? r.method;
  const client = await accountBook(tx, account.id, 'client_balance');
  const cash = await houseBook(tx, account.brandId, 'house_cash', account.currency);
  const postings = [
    { bookId: client.id, amount: -amount },
    { bookId: cash.id, amount: amount - fee },
  ];
  if (fee > 0)
    postings.push({ bookId: (await houseBook(tx, account.brandId, 'house_fees', account.currency)).id, amount: fee });
  const transaction = await recordMovement(tx, ctx, {
    type: 'withdrawal',
    account,
    units: amount,
    postings,
    comment: fee > 0 ? `Fee ${fee} minor units` : null,
    audit: 'request.withdrawal',
    method: methods,
    settlesHolds: r.holdId ? [r.holdId] : [],
    pendingTransactionId: r.transactionId,
  });
  return { transaction, accountIds: [account.id], methods, fee };
}

/** Credits a crypto deposit that has arrived. */
async function depositCrypto(tx: Tx, ctx: RequestContext, { request: r }: LoadedRequest) {
  const account = await accountInScope(tx, ctx, r.tradingAccountId);
  // Checked again here: deposits may have been switched off since the client raised it.
  if (!account.canDeposit) throw new AppError('conflict', 'Deposits are switched off on this account');
  const amount = r.amount ?? 0;
  const client = await accountBook(tx, account.id, 'client_balance');
  const cash = await houseBook(tx, account.brandId, 'house_cash', account.currency);
  const transaction = await recordMovement(tx, ctx, {
    type: 'deposit',
    account,
    units: amount,
    postings: [
      { bookId: client.id, amount },
      { bookId: cash.id, amount: -amount },
    ],
    comment: r.details.tx_hash ? `${r.details.crypto_currency ?? 'crypto'} ${r.details.tx_hash}` : null,
    audit: 'request.cryptoDeposit',
    method: 'crypto',
    pendingTransactionId: r.transactionId,
  });
  return { transaction, accountIds: [account.id] };
}

/** Moves the held amount to the other account of the same client. */
async function transfer(tx: Tx, ctx: RequestContext, { request: r }: LoadedRequest) {
  if (!r.counterAccountId) throw new AppError('internal', 'A transfer request has no target account');
  const { from, to } = await transferPair(tx, ctx, r.tradingAccountId, r.counterAccountId);
  const amount = r.amount ?? 0;
  // Converted at the rate of the day it is carried out, as a transfer staff make directly.
  const { postings, conversion } = await transferLegs(tx, from, to, amount);
  const transaction = await recordMovement(tx, ctx, {
    type: 'transfer_between_accounts',
    account: from,
    counterAccountId: to.id,
    units: amount,
    postings,
    conversion,
    comment: 'Transfer requested by the client',
    audit: 'request.transfer',
    settlesHolds: r.holdId ? [r.holdId] : [],
  });
  return { transaction, accountIds: [from.id, to.id] };
}

/** Sets the asked leverage on our record and on the platform (audited there). */
async function leverage(tx: Tx, ctx: RequestContext, { request: r }: LoadedRequest) {
  if (r.leverage === null) throw new AppError('internal', 'A leverage request has no leverage');
  await changeLeverage(tx, ctx, r.tradingAccountId, r.leverage);
  return { transaction: null, accountIds: [r.tradingAccountId] };
}

/** Closes the account on the platform and here; refused while it holds funds, credit, holds or positions. */
async function close(tx: Tx, ctx: RequestContext, { request: r }: LoadedRequest) {
  await deleteTradingAccount(tx, ctx, r.tradingAccountId);
  return { transaction: null, accountIds: [] };
}

/** A staff balance or credit operation that waited for a second staff member (approval policies). */
async function staffOperation(tx: Tx, ctx: RequestContext, { request: r }: LoadedRequest, kind: OperationKind) {
  const account = await accountInScope(tx, ctx, r.tradingAccountId);
  const type = r.details.type === 'deposit' ? 'deposit' : 'withdrawal';
  const transaction = await postOperation(
    tx,
    ctx,
    account,
    kind,
    { type, units: r.amount ?? 0, comment: r.details.comment ?? null },
    { holdId: r.holdId, transactionId: r.transactionId },
  );
  return { transaction, accountIds: [account.id] };
}

/** A refund that waited for a second staff member: made now, by them, settling its hold. */
async function refund(deps: Deps, tx: Tx, ctx: RequestContext, { request: r }: LoadedRequest) {
  const deposit = r.details.transaction;
  if (!deposit || r.amount === null) throw new AppError('internal', 'A refund request names no deposit');
  await changeTransaction(
    deps,
    tx,
    ctx,
    deposit,
    { refundAmount: fromMinorUnits(r.amount, r.currency ?? 'USD') },
    { holdId: r.holdId },
  );
  return { transaction: null, accountIds: [r.tradingAccountId] };
}

/** `process`: does what the request asks, inside the caller's transaction (the request row is locked). */
export function carryOut(
  deps: Deps,
  tx: Tx,
  ctx: RequestContext,
  loaded: LoadedRequest,
  body: TRequestActionBody,
): Promise<Outcome> {
  switch (loaded.request.type) {
    case 'withdrawFromAccount':
      return withdraw(tx, ctx, loaded, body);
    case 'depositCryptoToAccount':
      return depositCrypto(tx, ctx, loaded);
    case 'transferFundsBetweenAccounts':
      return transfer(tx, ctx, loaded);
    case 'changeAccountLeverage':
      return leverage(tx, ctx, loaded);
    case 'deleteAccount':
      return close(tx, ctx, loaded);
    case 'balanceOperation':
      return staffOperation(tx, ctx, loaded, 'balance');
    case 'creditOperation':
      return staffOperation(tx, ctx, loaded, 'credit');
    case 'refundTransaction':
      return refund(deps, tx, ctx, loaded);
    default:
      throw new AppError('internal', `Unknown request type ${loaded.request.type}`);
  }
}
