import { instrumentBySymbol, type TBrandPosition, type TOpenPositionsQuery } from '@crm/contracts';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, simulatedPositions, tradingAccounts } from '../../db/schema.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { toPositionReply } from './position-reply.ts';
import { toPlatformPosition } from './simulated/position-figures.ts';
import { readPrices } from './simulated/prices.ts';

/**
 * `GET /dashboard/users/trades/positions`: open positions across the caller's brand and scope,
 * newest first, each with its client and account. A question across accounts cannot go through
 * the per-account port: it reads the platform's position store joined to our accounts and
 * clients (with a real connector, the copy a position sync keeps).
 */
export async function listOpenPositions(db: Executor, ctx: RequestContext, query: TOpenPositionsQuery) {
  const instrument = query.symbol ? instrumentBySymbol(query.symbol) : undefined;
  const where: SQL | undefined = and(
    eq(simulatedPositions.status, 'POSITION_STATUS_OPEN'),
    eq(tradingAccounts.brandId, ctx.auth.brand),
    isNull(tradingAccounts.deletedAt),
    dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }),
    query.symbol ? (instrument ? eq(simulatedPositions.instrumentId, instrument.id) : sql`false`) : undefined,
    query.platform ? eq(simulatedPositions.platform, query.platform) : undefined,
    query.user ? eq(tradingAccounts.clientId, query.user) : undefined,
  );
  // An account is found by the platform's key: platform and login.
  const onAccount = and(
    eq(tradingAccounts.platform, simulatedPositions.platform),
    eq(tradingAccounts.loginId, simulatedPositions.loginId),
  );
  const onClient = eq(clients.id, tradingAccounts.clientId);
  const [rows, total, prices] = await Promise.all([
    db
      .select({ position: simulatedPositions, account: tradingAccounts, client: clients })
      .from(simulatedPositions)
      .innerJoin(tradingAccounts, onAccount)
      .innerJoin(clients, onClient)
      .where(where)
      .orderBy(desc(simulatedPositions.openTime), desc(simulatedPositions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(simulatedPositions)
      .innerJoin(tradingAccounts, onAccount)
      .innerJoin(clients, onClient)
      .where(where),
    readPrices(db),
  ]);
  const now = new Date();
  const docs = rows.map(
    ({ position, account, client }): TBrandPosition => ({
      ...toPositionReply(toPlatformPosition(position, account.currency, prices, now)),
      account: {
        _id: account.id,
        login_id: String(account.loginId),
        platform: account.platform as TBrandPosition['account']['platform'],
      },
      user: { _id: client.id, readableId: client.readableId, first_name: client.firstName, last_name: client.lastName },
    }),
  );
  return { docs, totalDocs: total[0]?.n ?? 0 };
}
