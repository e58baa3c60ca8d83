import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../http/app-error.ts';

/** USD figures (in cents) converted into every currency at one day's rates. */
export type UsdFigures = {
  day: string;
  /**
   * `usdCents` (one of those asked for) in minor units of `currency`, half-even to its digits;
   * null when the currency has no rate on or before the day.
   */
  minorOf(usdCents: number, currency: string): number | null;
};

/**
 * The brokerage's USD figures (four-eyes threshold, tier minimums, deposit presets) in each
 * currency at the rate of `day` (default: today's reporting day), the last rate on or before it.
 * Converted in SQL numeric (cents × 10^(digits-2) / rate), rounded half to even like every other
 * conversion: a BTC threshold is 10,000 USD of bitcoin on that day, never 10,000 BTC.
 */
export async function usdFiguresOn(db: Executor, usdCents: readonly number[], day?: string): Promise<UsdFigures> {
  const cents = sql.join(
    usdCents.map((c) => sql`${c}::bigint`),
    sql`, `,
  );
  const rows = await queryRows<{ day: string; code: string; cents: string; minor: string | null }>(
    db,
    sql`with d as (select coalesce(${day ?? null}::date, reporting_day(now())) as day)
        select d.day::text as day, c.code, f.cents::text as cents,
               round_half_even(f.cents::numeric * power(10::numeric, c.digits - 2) / r.rate)::text as minor
          from d cross join currencies c cross join unnest(array[${cents}]) as f(cents)
          left join lateral (
            select case when c.code = 'USD' then 1::numeric else
              (select usd_per_unit from exchange_rates e where e.currency = c.code and e.day <= d.day order by e.day desc limit 1)
            end as rate
          ) r on true`,
  );
  const minor = new Map(rows.map((r) => [`${r.code}:${r.cents}`, r.minor]));
  const onDay = rows[0]?.day ?? '';
  return {
    day: onDay,
    minorOf(usd, currency) {
      const value = minor.get(`${currency.toUpperCase()}:${usd}`);
      if (value === undefined) throw new AppError('internal', `${usd} USD cents were not converted`);
      return value === null ? null : Number(value);
    },
  };
}
