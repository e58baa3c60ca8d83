import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Folds the feed's current prices into the reporting day's open, high, low and last of every
 * instrument (the feed itself keeps only the current price). One statement; two instances sampling
 * at once only repeat a sample.
 */
export async function sampleDailyRanges(db: Executor, at: Date): Promise<void> {
  await db.execute(sql`
    insert into instrument_daily_ranges (day, instrument_id, open, high, low, last, updated_at)
    select reporting_day(${at.toISOString()}::timestamptz), p.instrument_id, p.price, p.price, p.price, p.price,
           ${at.toISOString()}::timestamptz
    from simulated_prices p
    on conflict (day, instrument_id) do update set
      high = greatest(instrument_daily_ranges.high, excluded.last),
      low = least(instrument_daily_ranges.low, excluded.last),
      last = excluded.last,
      updated_at = excluded.updated_at`);
}
