import { INSTRUMENTS } from '@crm/contracts';
import type { Executor } from '../../../db/client.ts';
import { simulatedPrices } from '../../../db/schema.ts';
import { type Prices, priceUnits } from '../pricing.ts';

/** Where the feed starts: each instrument's 2026 base price, in integer points. */
export const BASE_PRICES: Prices = new Map(INSTRUMENTS.map((i) => [i.id, priceUnits(i.basePrice, i.digits)]));

/** The feed's current prices; an instrument the feed has not priced yet stands at its base price. */
export async function readPrices(db: Executor): Promise<Map<number, number>> {
  const prices = new Map(BASE_PRICES);
  for (const row of await db.select().from(simulatedPrices)) prices.set(row.instrumentId, row.price);
  return prices;
}

/** One row per instrument, at its base price; instruments added to contracts later get theirs here. */
export async function ensurePrices(db: Executor): Promise<void> {
  await db
    .insert(simulatedPrices)
    .values([...BASE_PRICES].map(([instrumentId, price]) => ({ instrumentId, price })))
    .onConflictDoNothing();
}
