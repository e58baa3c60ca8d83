import type { TRequestActionBody, TTransaction } from '@crm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ledgerBooks, ledgerHolds, tradingAccounts } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { accountInScope } from '../accounts/account-scope.ts';
import { amountIn, recordMovement } from '../accounts/move-money.ts';
import { transferPair } from '../accounts/transfer-funds.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { accountBook, houseBook } from '../ledger/books.ts';
import type { LoadedRequest } from './request-reply.ts';

export type Outcome = {
  transaction: TTransaction | null;
  /** Accounts whose balances or settings changed, for the reply. */
  accountIds: string[];
  /** What staff chose while processing, kept on the request. */
  methods?: string | null;
  fee?: number | null;
};

const refuse = (path: string, message: string) => new AppError('validation', message, { details: [{ path, message }] });

/** Pays a withdrawal out: the held amount leaves the client's balance; a fee stays with the brand. */
async function withdraw(tx: Tx, ctx: RequestContext, { request: r }: LoadedRequest, body: TRequestActionBody) {
  const account = await accountInScope(tx, ctx, r.tradingAccountId);
  if (!account.canWithdraw) throw new AppError('conflict', 'Withdrawals are switched off on this account');
  const amount = r.amount ?? 0;
  const fee = body.fee === undefined ? 0 : amountIn(body.fee, account.currency);
  if (fee >= amount) throw refuse('fee', 'The fee must be less than the amount withdrawn');
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
  const source = await accountBook(tx, from.id, 'client_balance');
  const target = await accountBook(tx, to.id, 'client_balance');
  const transaction = await recordMovement(tx, ctx, {
    type: 'transfer_between_accounts',
    account: from,
    counterAccountId: to.id,
    units: amount,
    postings: [
      { bookId: source.id, amount: -amount },
      { bookId: target.id, amount },
    ],
    comment: 'Transfer requested by the client',
    audit: 'request.transfer',
    settlesHolds: r.holdId ? [r.holdId] : [],
  });
  return { transaction, accountIds: [from.id, to.id] };
}

async function changeLeverage(tx: Tx, ctx: RequestContext, { request: r }: LoadedRequest) {
  const account = await accountInScope(tx, ctx, r.tradingAccountId);
  const leverage = r.leverage ?? account.leverage;
  await tx.update(tradingAccounts).set({ leverage, updatedAt: sql`now()` }).where(eq(tradingAccounts.id, account.id));
  await appendAudit(tx, auditContextOf(ctx), {
    action: 'account.update',
    entityType: 'client',
    entityId: account.clientId,
    before: { account: account.id, leverage: account.leverage },
    after: { account: account.id, leverage },
  });
  return { transaction: null, accountIds: [account.id] };
}

/** Closes an account that holds nothing: no balance, no credit, no reserved funds. */
async function deleteAccount(tx: Tx, ctx: RequestContext, { request: r }: LoadedRequest) {
  const account = await accountInScope(tx, ctx, r.tradingAccountId);
  const books = await tx.select().from(ledgerBooks).where(eq(ledgerBooks.tradingAccountId, account.id)).for('update');
  if (books.some((b) => b.balance !== 0 || b.held !== 0)) {
    throw new AppError('conflict', 'The account still holds funds or credit: move or withdraw them first');
  }
  const [active] = await tx
    .select({ id: ledgerHolds.id })
    .from(ledgerHolds)
    .innerJoin(ledgerBooks, eq(ledgerBooks.id, ledgerHolds.bookId))
    .where(and(eq(ledgerBooks.tradingAccountId, account.id), eq(ledgerHolds.status, 'active')))
    .limit(1);
  if (active) throw new AppError('conflict', 'The account has funds reserved by a pending request');
  await tx
    .update(tradingAccounts)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(tradingAccounts.id, account.id));
  await appendAudit(tx, auditContextOf(ctx), {
    action: 'account.delete',
    entityType: 'client',
    entityId: account.clientId,
    before: { account: account.id, login_id: account.loginId, platform: account.platform },
  });
  return { transaction: null, accountIds: [] };
}

/** `process`: does what the request asks, inside the caller's transaction (the request row is locked). */
export function carryOut(
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
      return changeLeverage(tx, ctx, loaded);
    case 'deleteAccount':
      return deleteAccount(tx, ctx, loaded);
    default:
      throw new AppError('internal', `Unknown request type ${loaded.request.type}`);
  }
}
