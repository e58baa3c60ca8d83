import { INSTRUMENTS } from '@crm/contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { simulatedPrices } from '../../../db/schema.ts';
import { type Prices, priceUnits } from '../pricing.ts';

/** Where the feed starts: each instrument's 2026 base price, in integer points. */
export const BASE_PRICES: Prices = new Map(INSTRUMENTS.map((i) => [i.id, priceUnits(i.basePrice, i.digits)]));

/**
 * The feed's current prices; an instrument the feed has not priced yet stands at its base price.
 * With `only`, just those instruments are read (none: no query), which keeps money movements on
 * accounts without open positions from reading every price.
 */
export async function readPrices(db: Executor, only?: readonly number[]): Promise<Map<number, number>> {
  const prices = new Map(BASE_PRICES);
  if (only?.length === 0) return prices;
  const rows = await db
    .select({ instrumentId: simulatedPrices.instrumentId, price: simulatedPrices.price })
    .from(simulatedPrices)
    .where(only ? inArray(simulatedPrices.instrumentId, [...new Set(only)]) : undefined);
  for (const row of rows) prices.set(row.instrumentId, row.price);
  return prices;
}

/** One row per instrument, at its base price; instruments added to contracts later get theirs here. */
export async function ensurePrices(db: Executor): Promise<void> {
  await db
    .insert(simulatedPrices)
    .values([...BASE_PRICES].map(([instrumentId, price]) => ({ instrumentId, price })))
    .onConflictDoNothing();
}
