import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { accountBookTotals } from '../../db/schema-trading-reports.ts';
import type { BalanceTotal } from './balance-reply.ts';
import { type ScopeRule, scopeWhere } from './balance-scope.ts';

/** A total with the USD rate of its currency on the day; or, with no totals at all, the day alone. */
type TotalRow = {
  day: string;
  platform: string | null;
  currency: string | null;
  accounts: number;
  balance: string;
  credit: string;
  rate: string | null;
};

/** The totals of the report, the reporting day and each total's currency's USD rate (a decimal string) that day. */
export type TotalsAndRates = { day: string; totals: BalanceTotal[]; rates: Map<string, string> };

const t = accountBookTotals;
const COLUMNS = {
  brand: sql`${t.brandId}`,
  country: sql`${t.country}`,
  platform: sql`${t.platform}`,
  currency: sql`${t.currency}`,
};

/**
 * Open live accounts and their balance and credit by platform and currency, from the books rollup
 * (account_book_totals, migration 0046: a few rows per brand, whatever the number of accounts),
 * instead of a sum over every account in scope. Each key is split in 16 buckets of the account
 * (migration 0048); the grouping by platform and currency sums over them. The bucket is the last
 * column of the rollup's key, so the scope (brand, environment, country) still reads by its index. It keeps the client's country, so the whitelist
 * and the country filter apply; the report has no other client filter. The same statement reads
 * the reporting day and its rate of each currency listed (`usd_rate_on`, which fails on a currency
 * without one, as the conversion in SQL did), so the USD totals need no round trip of their own.
 * Equity starts as balance + credit; the exposed accounts' floating P/L and margin come on top.
 */
export async function balanceTotals(db: Executor, scope: readonly ScopeRule[]): Promise<TotalsAndRates> {
  const rows = await queryRows<TotalRow>(
    db,
    sql`with today as (select reporting_day(now()) as day),
             g as (select ${t.platform} as platform, ${t.currency} as currency, sum(${t.accounts})::int as accounts,
                          sum(${t.balance})::text as balance, sum(${t.credit})::text as credit
                     from ${t}
                    where ${scopeWhere(scope, COLUMNS)} and ${t.environment} = 'live'
                    group by ${t.platform}, ${t.currency}
                   having sum(${t.accounts}) <> 0)
        select today.day::text as day, g.platform, g.currency, g.accounts, g.balance, g.credit,
               case when g.currency is null then null else usd_rate_on(g.currency, today.day)::text end as rate
          from today left join g on true`,
  );
  const day = rows[0]?.day;
  if (!day) throw new Error('reporting_day() answered nothing');
  const totals: BalanceTotal[] = [];
  const rates = new Map<string, string>();
  for (const r of rows) {
    if (r.platform === null || r.currency === null || r.rate === null) continue;
    const balance = Number(r.balance);
    const credit = Number(r.credit);
    totals.push({
      platform: r.platform,
      currency: r.currency,
      accounts: r.accounts,
      balance,
      credit,
      equity: balance + credit,
      margin: 0,
    });
    rates.set(r.currency, r.rate);
  }
  return { day, totals, rates };
}
