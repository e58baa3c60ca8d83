import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clients, ledgerBooks, tradingAccounts } from '../../db/schema.ts';
import { conflict } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { loginOf, platformFor, readPlatformAccounts } from '../platform/platforms.ts';
import { loginKey } from '../platform/trading-platform.ts';
import { accountInScope } from './account-scope.ts';

/**
 * Deletes a trading account: only an empty one (no open positions, no balance, no credit, no
 * pending withdrawal holding money), else 409 saying what is left. Our row keeps its history and
 * gets `deleted_at` (deleted accounts vanish from every list and lookup); the platform deletes its
 * account in the same transaction. The requests module calls this for a `deleteAccount` request.
 */
export async function deleteTradingAccount(tx: Tx, ctx: RequestContext, accountId: string): Promise<void> {
  const account = await accountInScope(tx, ctx, accountId);
  // Locking the books keeps a deposit from landing between the checks and the deletion.
  const books = await tx
    .select()
    .from(ledgerBooks)
    .where(eq(ledgerBooks.tradingAccountId, account.id))
    .orderBy(ledgerBooks.id)
    .for('update');
  const book = (kind: string) => books.find((b) => b.kind === kind);
  const platform = (await readPlatformAccounts(tx, [loginOf(account)])).get(loginKey(loginOf(account)));
  const left: string[] = [];
  if ((platform?.openPositions ?? 0) > 0) left.push(`${platform?.openPositions} open position(s)`);
  if ((book('client_balance')?.balance ?? 0) !== 0 || (platform?.balance ?? 0) !== 0) left.push('a balance');
  if ((book('client_credit')?.balance ?? 0) !== 0 || (platform?.credit ?? 0) !== 0) left.push('credit');
  if (books.some((b) => b.held > 0)) left.push('a pending withdrawal');
  if (left.length > 0) {
    throw conflict(`The account still has ${left.join(', ')}; close positions and empty it before deleting it`);
  }

  await tx
    .update(tradingAccounts)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(tradingAccounts.id, account.id), isNull(tradingAccounts.deletedAt)));
  await platformFor(loginOf(account).platform).deleteAccount(tx, loginOf(account));
  // The client's account counts (list filters) follow.
  await tx
    .update(clients)
    .set(
      account.environment === 'live'
        ? { liveAccounts: sql`greatest(${clients.liveAccounts} - 1, 0)` }
        : { demoAccounts: sql`greatest(${clients.demoAccounts} - 1, 0)` },
    )
    .where(eq(clients.id, account.clientId));
  await appendAudit(tx, auditContextOf(ctx), {
    action: 'account.delete',
    entityType: 'client',
    entityId: account.clientId,
    before: { account: account.id, platform: account.platform, login_id: String(account.loginId) },
  });
}
