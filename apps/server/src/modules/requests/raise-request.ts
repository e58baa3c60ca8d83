import { hasAnyPermission, type TClientRequest, type TCreateRequest } from '@crm/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clientRequests, tradingAccounts, transactions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { type accountInScope, accountsInScope } from '../accounts/account-scope.ts';
import { amountIn } from '../accounts/move-money.ts';
import { assertTransferPair } from '../accounts/transfer-funds.ts';
import { withdrawalFourEyes } from '../approval-policies/approval-rules.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { accountBook } from '../ledger/books.ts';
import { placeHold } from '../ledger/holds.ts';
import { signalQueues } from '../queues/queue-signal.ts';
import { ACT_PERMISSION } from './request-permissions.ts';
import { loadRequests, toRequestReply } from './request-reply.ts';

type Account = Awaited<ReturnType<typeof accountInScope>>;
/** The request's account, and the target of a transfer. */
export type RequestAccounts = { account: Account; accountTo: Account | null };
type NewRequest = Omit<typeof clientRequests.$inferInsert, 'brandId' | 'clientId' | 'type' | 'tradingAccountId'>;

function liveOnly(account: Account) {
  if (account.environment !== 'live') throw invalidField('account', 'Money requests are for live accounts only');
}

/** A pending money transaction for the request, so the finance lists and the ledger agree from the start. */
async function pendingTransaction(
  tx: Tx,
  createdBy: string | null,
  account: Account,
  type: 'deposit' | 'withdrawal',
  units: number,
  method: string,
) {
  const [row] = await tx
    .insert(transactions)
    .values({
      brandId: account.brandId,
      clientId: account.clientId,
      tradingAccountId: account.id,
      type,
      status: 'pending',
      amount: units,
      currency: account.currency,
      method,
      createdBy,
    })
    .returning({ id: transactions.id });
  if (!row) throw new AppError('internal', 'The pending transaction was not recorded');
  return row.id;
}

/** One pending request of a kind per account: a second would only be carried out twice. */
async function refuseDuplicate(tx: Tx, account: Account, type: TCreateRequest['request_type']) {
  // The account row's lock makes two raisers of the same request at once take turns, so the second
  // sees the first's pending request.
  await tx
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.id, account.id))
    .for('update');
  const [open] = await tx
    .select({ id: clientRequests.id })
    .from(clientRequests)
    .where(
      and(
        eq(clientRequests.tradingAccountId, account.id),
        eq(clientRequests.type, type),
        eq(clientRequests.status, 'pending'),
      ),
    )
    .limit(1);
  if (open) throw new AppError('conflict', 'This account already has a pending request of this type');
}

/** What each type checks and reserves when raised; money requests hold their amount until resolved. */
async function prepare(
  tx: Tx,
  body: TCreateRequest,
  { account, accountTo }: RequestAccounts,
  createdBy: string | null,
): Promise<NewRequest> {
  switch (body.request_type) {
    case 'withdrawFromAccount': {
      liveOnly(account);
      if (!account.canWithdraw) throw new AppError('conflict', 'Withdrawals are switched off on this account');
      const units = amountIn(body.amount, account.currency);
      const holdId = await placeHold(tx, (await accountBook(tx, account.id, 'client_balance')).id, units);
      const transactionId = await pendingTransaction(tx, createdBy, account, 'withdrawal', units, body.method);
      return { amount: units, currency: account.currency, method: body.method, holdId, transactionId };
    }
    case 'depositCryptoToAccount': {
      liveOnly(account);
      if (!account.canDeposit) throw new AppError('conflict', 'Deposits are switched off on this account');
      const units = amountIn(body.amount, account.currency);
      const transactionId = await pendingTransaction(tx, createdBy, account, 'deposit', units, 'crypto');
      return {
        amount: units,
        currency: account.currency,
        method: 'crypto',
        details: { crypto_currency: body.crypto_currency, tx_hash: body.tx_hash },
        transactionId,
      };
    }
    case 'transferFundsBetweenAccounts': {
      if (!accountTo) throw new AppError('notFound', 'Account not found');
      assertTransferPair(account, accountTo);
      const units = amountIn(body.amount, account.currency);
      const holdId = await placeHold(tx, (await accountBook(tx, account.id, 'client_balance')).id, units);
      return { amount: units, currency: account.currency, counterAccountId: accountTo.id, holdId };
    }
    case 'changeAccountLeverage': {
      if (body.leverage === account.leverage)
        throw invalidField('leverage', `The account already has leverage 1:${body.leverage}`);
      await refuseDuplicate(tx, account, body.request_type);
      return { leverage: body.leverage };
    }
    case 'deleteAccount': {
      await refuseDuplicate(tx, account, body.request_type);
      return { details: body.reason ? { reason: body.reason } : {} };
    }
  }
}

/**
 * Records a pending request with what it reserves, inside the caller's transaction. `createdBy` is
 * the staff member who raised it, or null when the client did (the client app, the demo data).
 */
export async function insertRequest(
  tx: Tx,
  body: TCreateRequest,
  accounts: RequestAccounts,
  createdBy: string | null,
): Promise<string> {
  const fields = await prepare(tx, body, accounts, createdBy);
  const [created] = await tx
    .insert(clientRequests)
    .values({
      ...fields,
      brandId: accounts.account.brandId,
      clientId: accounts.account.clientId,
      tradingAccountId: accounts.account.id,
      type: body.request_type,
      createdBy,
    })
    .returning({ id: clientRequests.id });
  if (!created) throw new AppError('internal', 'The request was not recorded');
  await signalQueues(tx, accounts.account.brandId);
  return created.id;
}

/** The open accounts a request names, without a caller's scope: for requests the client raises. */
export async function requestAccounts(tx: Tx, body: TCreateRequest): Promise<RequestAccounts> {
  const toId = body.request_type === 'transferFundsBetweenAccounts' ? body.account_to : null;
  const rows = await tx
    .select()
    .from(tradingAccounts)
    .where(
      and(inArray(tradingAccounts.id, toId ? [body.account, toId] : [body.account]), isNull(tradingAccounts.deletedAt)),
    );
  const account = rows.find((a) => a.id === body.account);
  if (!account) throw new AppError('notFound', 'Account not found');
  return { account, accountTo: rows.find((a) => a.id === toId) ?? null };
}

/**
 * `POST /dashboard/users/requests`: staff raise a request for a client (the client app raises the
 * same ones), inside the caller's (idempotent) transaction: a retried raise of a withdrawal must not
 * hold the money twice. The raiser is recorded and may not carry it out themselves.
 */
export async function raiseRequest(
  deps: Deps,
  tx: Tx,
  ctx: RequestContext,
  body: TCreateRequest,
): Promise<TClientRequest> {
  if (!hasAnyPermission(ctx.auth.staff, ACT_PERMISSION[body.request_type])) {
    throw new AppError(
      'forbidden',
      `Raising a ${body.request_type} request needs ${ACT_PERMISSION[body.request_type].join(' or ')}`,
    );
  }
  const toId = body.request_type === 'transferFundsBetweenAccounts' ? body.account_to : null;
  const found = await accountsInScope(tx, ctx, toId ? [body.account, toId] : [body.account]);
  const account = found.find((a) => a.id === body.account);
  if (!account) throw new AppError('notFound', 'Account not found');
  const id = await insertRequest(
    tx,
    body,
    { account, accountTo: found.find((a) => a.id === toId) ?? null },
    ctx.auth.staff.id,
  );
  const [loaded] = await loadRequests(tx, eq(clientRequests.id, id));
  if (!loaded) throw new AppError('internal', 'The request was not recorded');
  const request = toRequestReply(loaded, await withdrawalFourEyes(tx, deps, account.brandId));
  await appendAudit(tx, auditContextOf(ctx), {
    // Spec point 9 names the audit event for a request to close an account.
    action: body.request_type === 'deleteAccount' ? 'deleteAccountRequest' : 'request.raise',
    entityType: 'client',
    entityId: account.clientId,
    after: { request },
  });
  return request;
}
