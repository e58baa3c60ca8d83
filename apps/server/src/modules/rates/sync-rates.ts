import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { exchangeRates } from '../../db/schema-reports.ts';
import { inChunks } from '../../demo/seeded-random.ts';
import type { RateSource } from './rate-source.ts';

/** How far back rates are kept from the first start: the demo's 18 months of history and a margin. */
export const RATE_HISTORY = '18 months 7 days';

type Options = { now: Date; from?: string };

/**
 * Fills `exchange_rates` for every day from `from` (default: 18 months and a week before the
 * reporting day of `now`) to the reporting day of `now` that lacks a rate of some currency. The
 * clock is the caller's, so tests never wait for a day to pass. Idempotent and safe with several
 * servers: a day another instance wrote first is left as it is (ON CONFLICT DO NOTHING), so a rate,
 * once stored, never changes and the transactions converted at it stay right. Returns the rows added.
 */
export async function syncRates(db: Executor, source: RateSource, { now, from }: Options): Promise<number> {
  const start = from
    ? sql`${from}::date`
    : sql`(reporting_day(${now.toISOString()}::timestamptz) - ${RATE_HISTORY}::interval)::date`;
  const missing = await queryRows<{ day: string }>(
    db,
    sql`select d::date::text as day
          from generate_series(${start}, reporting_day(${now.toISOString()}::timestamptz), interval '1 day') d
         where (select count(*) from exchange_rates e where e.day = d::date)
             < (select count(*) from currencies where code <> 'USD')`,
  );
  if (missing.length === 0) return 0;
  const known = new Set(
    (await queryRows<{ code: string }>(db, sql`select code from currencies where code <> 'USD'`)).map((c) => c.code),
  );
  const rows = (await source.ratesFor(missing.map((m) => m.day)))
    .filter((r) => known.has(r.currency))
    .map((r) => ({ currency: r.currency, day: r.day, usdPerUnit: r.usdPerUnit, source: source.name }));
  let added = 0;
  // One multi-row statement per slice (a first start writes ~3,300 rows in two statements).
  await inChunks(rows, 2000, async (chunk) => {
    const written = await db
      .insert(exchangeRates)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ day: exchangeRates.day });
    added += written.length;
  });
  return added;
}
