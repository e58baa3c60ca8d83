import type { TExchangeRate } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../http/app-error.ts';

const SIGNIFICANT_DIGITS = 12;

/**
 * Units of `to` per unit of `from` on a reporting day (default today's): usd(from) / usd(to) at
 * the last rate on or before that day, divided and rounded in SQL numeric (never a float), to 12
 * significant digits. USD is 1 on every day.
 */
export async function exchangeRate(
  db: Executor,
  query: { from: string; to: string; date?: string | undefined },
): Promise<TExchangeRate> {
  const [row] = await queryRows<{ date: string; rate: string | null; rate_day: string }>(
    db,
    sql`with d as (select coalesce(${query.date ?? null}::date, reporting_day(now())) as day),
        r as (
          select d.day, f.rate as f, f.day as f_day, t.rate as t, t.day as t_day from d
          left join lateral (
            select usd_per_unit as rate, e.day from exchange_rates e
             where e.currency = ${query.from} and e.day <= d.day order by e.day desc limit 1
          ) f on true
          left join lateral (
            select usd_per_unit as rate, e.day from exchange_rates e
             where e.currency = ${query.to} and e.day <= d.day order by e.day desc limit 1
          ) t on true
        ),
        q as (
          select day, f_day, t_day,
                 case when ${query.from} = 'USD' then 1::numeric else f end
               / case when ${query.to} = 'USD' then 1::numeric else t end as x
            from r
        )
        select day::text as date,
               least(coalesce(f_day, day), coalesce(t_day, day))::text as rate_day,
               trim_scale(round(x, ${SIGNIFICANT_DIGITS - 1} - floor(log(x))::int))::text as rate
          from q`,
  );
  if (!row) throw new AppError('internal', 'The rate was not read');
  if (row.rate === null) {
    throw new AppError('notFound', `No exchange rate between ${query.from} and ${query.to} on or before ${row.date}`);
  }
  return { from: query.from, to: query.to, date: row.date, rate: row.rate, rate_day: row.rate_day };
}
