import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { boundedCount } from '../../db/bounded-count.ts';
import { clients, tradingAccounts } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { accountReplies } from './account-scope.ts';

type Query = { environment_type: 'live' | 'demo'; user?: string; page: number; limit: number };

/** `GET /dashboard/users/accounts`: live (default) or demo accounts of the brand, or of one client. */
export async function listAccounts({ db }: Deps, ctx: RequestContext, query: Query) {
  // Scoped through the client: its brand and the caller's country whitelist.
  const scoped = db
    .select({ id: clients.id })
    .from(clients)
    .where(dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }));
  const where: SQL | undefined = and(
    eq(tradingAccounts.brandId, ctx.auth.brand),
    eq(tradingAccounts.environment, query.environment_type),
    isNull(tradingAccounts.deletedAt),
    query.user ? eq(tradingAccounts.clientId, query.user) : undefined,
    // A subquery keeps the client's scope (brand, whitelist) in the same statement.
    inArray(tradingAccounts.clientId, scoped),
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(tradingAccounts)
      .where(where)
      .orderBy(desc(tradingAccounts.createdAt), desc(tradingAccounts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    boundedCount(db, tradingAccounts, where),
  ]);
  return { docs: await accountReplies(db, rows), totalDocs: total.n, totalIsEstimate: !total.exact };
}
