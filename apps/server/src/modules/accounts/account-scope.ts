import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { clients, ledgerBooks, tradingAccounts } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { loginOf, readPlatformAccounts } from '../platform/platforms.ts';
import { loginKey } from '../platform/trading-platform.ts';
import { toAccountReply } from './account-reply.ts';

/**
 * Trading accounts the caller may see: of the selected brand, not deleted, and of a client inside
 * the caller's country whitelist. Anything else answers 404, as if it did not exist.
 */
export async function accountsInScope(db: Executor, ctx: RequestContext, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ account: tradingAccounts })
    .from(tradingAccounts)
    .innerJoin(clients, eq(clients.id, tradingAccounts.clientId))
    .where(
      and(
        inArray(tradingAccounts.id, ids),
        isNull(tradingAccounts.deletedAt),
        eq(tradingAccounts.brandId, ctx.auth.brand),
        dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }),
      ),
    );
  return rows.map((r) => r.account);
}

export async function accountInScope(db: Executor, ctx: RequestContext, id: string) {
  const [account] = await accountsInScope(db, ctx, [id]);
  if (!account) throw notFound('Account');
  return account;
}

/**
 * Accounts with their balances as they stand (read after a posting, inside its transaction), and
 * their equity and margin from the platforms: a fixed number of statements per list, not per row.
 */
export async function accountReplies(db: Executor, accounts: (typeof tradingAccounts.$inferSelect)[]) {
  if (accounts.length === 0) return [];
  const [books, platform] = await readTogether(db, [
    () =>
      db
        .select()
        .from(ledgerBooks)
        .where(
          inArray(
            ledgerBooks.tradingAccountId,
            accounts.map((a) => a.id),
          ),
        ),
    () => readPlatformAccounts(db, accounts.map(loginOf)),
  ]);
  const bookOf = (id: string, kind: string) => books.find((b) => b.tradingAccountId === id && b.kind === kind);
  return accounts.map((a) =>
    toAccountReply(
      a,
      bookOf(a.id, 'client_balance'),
      bookOf(a.id, 'client_credit'),
      platform.get(loginKey(loginOf(a))),
    ),
  );
}
