import { PLATFORMS } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { tradingImportCursors } from '../../db/schema-trading-reports.ts';
import { platformFor } from '../platform/platforms.ts';
import type { PlatformDeal, TradingPlatform } from '../platform/trading-platform.ts';
import { dealFigures } from './deal-figures.ts';

export type ImportOptions = {
  /** Deals younger than this are left for the next run (see below). */
  settleMs?: number;
  batch?: number;
  now?: () => Date;
};

/** Each adapter once, named by the platforms it plays: its cursor's key. */
function sources(): Map<TradingPlatform, string> {
  const names = new Map<TradingPlatform, string[]>();
  for (const platform of PLATFORMS) {
    const adapter = platformFor(platform);
    names.set(adapter, [...(names.get(adapter) ?? []), platform]);
  }
  return new Map([...names].map(([adapter, list]) => [adapter, list.join('+')]));
}

/**
 * Imports closing deals from every platform adapter into `trading_daily_facts`, one batch per
 * transaction, until none is left. The cursor (last deal id) moves in the same transaction as the
 * facts, so a run that fails adds nothing and the next one starts where the last commit left off:
 * running again never counts a deal twice. The cursor row is taken FOR UPDATE SKIP LOCKED, so with
 * several servers one imports and the others pass this turn. Deals ids are given at insert but
 * committed later; deals younger than `settleMs` wait for a later run so a slower writer's lower
 * id is not skipped. Returns the number of deals read.
 */
export async function importClosedDeals(db: Db, options: ImportOptions = {}): Promise<number> {
  const settleMs = options.settleMs ?? 30_000;
  const batch = options.batch ?? 5_000;
  let read = 0;
  for (const [adapter, source] of sources()) {
    await db.insert(tradingImportCursors).values({ source }).onConflictDoNothing();
    for (let more = true; more; ) {
      const step = await db.transaction(async (tx) => {
        const [cursor] = await queryRows<{ last_deal_id: string }>(
          tx,
          sql`select last_deal_id::text from trading_import_cursors where source = ${source} for update skip locked`,
        );
        if (!cursor) return { n: 0, more: false };
        const now = options.now?.() ?? new Date();
        const settled = new Date(now.getTime() - settleMs);
        const deals = await adapter.closedDealsAfter(tx, { afterId: Number(cursor.last_deal_id), limit: batch });
        // Stop at the first deal not settled: the cursor must never pass a deal it has not read.
        const cut = deals.findIndex((d) => d.time >= settled);
        const take = cut === -1 ? deals : deals.slice(0, cut);
        const full = take.length === batch;
        if (take.length > 0) await addFacts(tx, take);
        const last = take.at(-1)?.id ?? Number(cursor.last_deal_id);
        // Fresh up to `settled` when everything up to there is read; else up to the last deal read.
        const asOf = full ? (take.at(-1)?.time ?? settled) : settled;
        await tx.execute(
          sql`update trading_import_cursors set last_deal_id = ${last}, as_of = ${asOf.toISOString()}::timestamptz,
                updated_at = now() where source = ${source}`,
        );
        return { n: take.length, more: full };
      });
      read += step.n;
      more = step.more;
    }
  }
  return read;
}

async function addFacts(tx: Tx, deals: PlatformDeal[]) {
  const rows = deals.map(
    (d) =>
      sql`(${d.platform}::text, ${d.loginId}::bigint, ${d.instrumentId}::int, ${d.volume}::bigint, ${d.price}::bigint, ${d.amount}::bigint, ${d.time.toISOString()}::timestamptz)`,
  );
  const relation = sql`(values ${sql.join(rows, sql`, `)}) as dd(platform, login_id, instrument_id, volume, price, amount, time)`;
  await tx.execute(sql`
    insert into trading_daily_facts as f
      (brand_id, day, client_id, trading_account_id, platform, instrument_id, deals, lots, notional_usd, pnl_usd)
    select brand_id, day, client_id, trading_account_id, platform, instrument_id,
           count(*)::int, sum(lots)::bigint, sum(notional_usd)::bigint, sum(pnl_usd)::bigint
      from (${dealFigures(relation)}) x
     group by brand_id, day, client_id, trading_account_id, platform, instrument_id
    on conflict (brand_id, day, trading_account_id, instrument_id) do update
       set deals = f.deals + excluded.deals, lots = f.lots + excluded.lots,
           notional_usd = f.notional_usd + excluded.notional_usd, pnl_usd = f.pnl_usd + excluded.pnl_usd`);
}
