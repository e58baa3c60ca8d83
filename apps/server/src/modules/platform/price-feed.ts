import { INSTRUMENTS, type TInstrumentKind } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { BASE_PRICES, ensurePrices, readPrices } from './simulated/prices.ts';

/** How far a price may move in one tick (a fraction of it), by kind: crypto moves most. */
const STEP: Record<TInstrumentKind, number> = {
  forex: 0.00015,
  metal: 0.0003,
  energy: 0.0004,
  crypto: 0.0008,
  index: 0.00025,
};
/** Each tick pulls a price this share of the way back towards its base, and never past these bounds. */
const REVERSION = 0.002;
const BOUNDS = [0.7, 1.3] as const;

/** One step of a bounded random walk: random move, slight pull to the base price, clamped. */
export function nextPrice(price: number, base: number, kind: TInstrumentKind, rand: () => number): number {
  const moved = price + price * STEP[kind] * (2 * rand() - 1) + (base - price) * REVERSION;
  return Math.max(1, Math.round(Math.min(base * BOUNDS[1], Math.max(base * BOUNDS[0], moved))));
}

/** Moves every price one step, in one statement, inside the caller's transaction. */
export async function movePrices(tx: Tx, rand: () => number): Promise<void> {
  await ensurePrices(tx);
  const prices = await readPrices(tx);
  const rows = INSTRUMENTS.map((i) => {
    const price = nextPrice(prices.get(i.id) ?? 0, BASE_PRICES.get(i.id) ?? 1, i.kind, rand);
    return sql`(${i.id}::int, ${price}::bigint)`;
  });
  await tx.execute(sql`
    update simulated_prices as p set price = v.price, updated_at = now()
    from (values ${sql.join(rows, sql`, `)}) as v(id, price) where p.instrument_id = v.id`);
}

/**
 * One tick of the feed, if it is this instance's turn: with several servers on one database only
 * one ticks at a time (a transaction-scoped advisory lock, which PGlite has too), and a tick that
 * comes less than `minGapMs` after the last one (another instance's) is skipped. Returns whether
 * it ticked.
 */
export async function tickPrices(db: Db, rand: () => number, minGapMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('crm.price-feed')) as locked`,
    );
    if (!lock?.locked) return false;
    const [last] = await queryRows<{ ms: number | null }>(
      tx,
      sql`select (extract(epoch from now() - max(updated_at)) * 1000)::float8 as ms from simulated_prices`,
    );
    if (last?.ms !== null && last?.ms !== undefined && last.ms < minGapMs) return false;
    await movePrices(tx, rand);
    return true;
  });
}
