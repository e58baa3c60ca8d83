import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, tradingAccounts } from '../../db/schema.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import type { ClientRow } from './search-plan.ts';

export type LoginMatch = { client: ClientRow; matchedField: string; matchedValue: string };

/**
 * Clients whose trading account login (cTrader, MT4 or MT5, not deleted) starts with `digits`: the
 * client row names at most a cTrader and an MT5 id, so an MT4 login, or a second account, is only
 * found here. One row per client (its lowest matching login), lowest Client ID first, served by
 * `trading_accounts_brand_login_text_idx` (migration 0017).
 */
export async function searchByLogin(
  db: Executor,
  ctx: RequestContext,
  digits: string,
  limit: number,
): Promise<LoginMatch[]> {
  const rows = await db
    .selectDistinctOn([clients.readableId], {
      client: clients,
      platform: tradingAccounts.platform,
      loginId: tradingAccounts.loginId,
    })
    .from(tradingAccounts)
    .innerJoin(clients, eq(clients.id, tradingAccounts.clientId))
    .where(
      and(
        eq(tradingAccounts.brandId, ctx.auth.brand),
        isNull(tradingAccounts.deletedAt),
        like(sql`${tradingAccounts.loginId}::text`, `${digits}%`),
        dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }),
      ),
    )
    .orderBy(clients.readableId, tradingAccounts.loginId)
    .limit(limit);
  return rows.map((r) => ({ client: r.client, matchedField: `${r.platform}_id`, matchedValue: String(r.loginId) }));
}
