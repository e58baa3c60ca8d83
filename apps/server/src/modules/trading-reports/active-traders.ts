import { fromMinorUnits, instrumentById, type TActiveTradersReply, type ZActiveTradersQuery } from '@crm/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { readTogether } from '../../db/read-together.ts';
import type { ScopeCaller } from '../../http/data-scope.ts';
import { dealFigures } from './deal-figures.ts';
import { clientFilters, inList } from './report-scope.ts';

type Query = z.output<typeof ZActiveTradersQuery>;
type Sums = { deals: string; lots: string; notional_usd: string; pnl_usd: string };

const ORDER: Record<Query['sort'], SQL> = {
  volume: sql`sum(f.lots) desc`,
  trades: sql`sum(f.deals) desc`,
  pnl: sql`sum(f.pnl_usd) desc`,
};

const figures = (s: Sums) => ({
  trades: Number(s.deals),
  lots: fromMinorUnits(Number(s.lots), 'USD'),
  notional_usd: fromMinorUnits(Number(s.notional_usd), 'USD'),
  pnl_usd: fromMinorUnits(Number(s.pnl_usd), 'USD'),
});

const SUMS = sql`coalesce(sum(f.deals), 0)::text as deals, coalesce(sum(f.lots), 0)::text as lots,
  coalesce(sum(f.notional_usd), 0)::text as notional_usd, coalesce(sum(f.pnl_usd), 0)::text as pnl_usd`;

/**
 * The active traders report over a relation `f` of trading figures (brand_id, day, client_id,
 * platform, instrument_id, deals, lots, notional_usd, pnl_usd): the daily facts for the report, the
 * raw closing deals for its twin. Same scope, filters and sums either way.
 */
async function activeTradersOver(db: Executor, auth: ScopeCaller, query: Query, source: SQL) {
  const from = sql`${source} f join clients on clients.id = f.client_id
    where f.brand_id = ${auth.brand} and f.day between ${query.from}::date and ${query.to}::date
      and ${inList(sql`f.platform`, query.platform)} and ${clientFilters(auth, query)}`;
  const [top, totals, byPlatform] = await readTogether(db, [
    () =>
      queryRows<
        Sums & {
          client_id: string;
          readable_id: string;
          first_name: string;
          last_name: string;
          country: string;
          instruments: number[];
        }
      >(
        db,
        sql`select f.client_id, clients.readable_id::text, clients.first_name, clients.last_name, clients.country,
                   array_agg(distinct f.instrument_id order by f.instrument_id) as instruments, ${SUMS}
              from ${from}
             group by f.client_id, clients.readable_id, clients.first_name, clients.last_name, clients.country
             order by ${ORDER[query.sort]}, f.client_id limit ${query.top}`,
      ),
    () =>
      queryRows<Sums & { clients: number }>(
        db,
        sql`select count(distinct f.client_id)::int as clients, ${SUMS} from ${from}`,
      ),
    () =>
      queryRows<Sums & { platform: string; clients: number }>(
        db,
        sql`select f.platform, count(distinct f.client_id)::int as clients, ${SUMS} from ${from}
             group by f.platform order by f.platform`,
      ),
  ]);
  const all = totals[0] ?? { clients: 0, deals: '0', lots: '0', notional_usd: '0', pnl_usd: '0' };
  return {
    docs: top.map((r) => ({
      user: { _id: r.client_id, readableId: Number(r.readable_id), first_name: r.first_name, last_name: r.last_name },
      country: r.country,
      ...figures(r),
      instruments: r.instruments.map((id) => instrumentById(Number(id))?.symbol ?? String(id)),
    })),
    totalDocs: all.clients,
    totals: figures(all),
    by_platform: byPlatform.map((r) => ({
      platform: r.platform as TActiveTradersReply['by_platform'][number]['platform'],
      clients: r.clients,
      ...figures(r),
    })),
  };
}

/** `GET /dashboard/users/activeTraders`: from the daily trading facts, with how fresh they are. */
export async function activeTraders(db: Executor, auth: ScopeCaller, query: Query): Promise<TActiveTradersReply> {
  const [report, cursor] = await Promise.all([
    activeTradersOver(db, auth, query, sql`trading_daily_facts`),
    queryRows<{ as_of: string | null }>(db, sql`select min(as_of)::text as as_of from trading_import_cursors`),
  ]);
  const asOf = cursor[0]?.as_of;
  return { ...report, as_of: asOf ? new Date(asOf).toISOString() : null };
}

/** The raw twin: the same report straight from the platform's closing deals, no facts, no cursor. */
export function activeTradersRaw(db: Executor, auth: ScopeCaller, query: Query) {
  const deals = sql`(select platform, login_id, instrument_id, volume, price, amount, time
                       from simulated_deals where kind = 'close') dd`;
  return activeTradersOver(db, auth, query, sql`(select *, 1 as deals from (${dealFigures(deals)}) r)`);
}
