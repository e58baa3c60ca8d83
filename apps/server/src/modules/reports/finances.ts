import type { TFinanceReport, TReportQuery } from '@crm/contracts';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { moneyDailyTotals as dt, moneyDailyFacts as f, moneyMonthlyTotals as mt } from '../../db/schema-reports.ts';
import { financeReportOf, type MoneyGroup } from './finance-fold.ts';
import {
  dayBetween,
  filterWhere,
  moneyTotalsServe,
  periodOf,
  type ReportCaller,
  rowsOf,
  wholeMonthsOf,
} from './report-sql.ts';

/** The money groups' select list over a money table whose day (or month) is `day`. */
const groupsOf = (period: SQL, t: typeof f | typeof dt | typeof mt) =>
  sql`${period} as period, ${t.type} as type, ${t.method} as method, ${t.status} as status,
      ${t.currency} as currency, sum(${t.n}) as n, sum(${t.amount}) as amount, sum(${t.usd}) as usd,
      sum(${t.refundedUsd}) as refunded_usd, sum(${t.reversedUsd}) as reversed_usd`;

/** The brand, and the currency filter: all a rollup is filtered by (see `moneyTotalsServe`). */
const totalsWhere = (auth: ReportCaller, t: typeof dt | typeof mt, q: TReportQuery): SQL =>
  q.currency
    ? sql`${t.brandId} = ${auth.brand} and ${inArray(t.currency, q.currency)}`
    : sql`${t.brandId} = ${auth.brand}`;

/**
 * The groups from the rollups: whole months from the monthly one when grouped by month (a month's
 * row is its period), the days around them from the daily one.
 */
function fromTotals(auth: ReportCaller, q: TReportQuery): SQL {
  const months = q.group_by === 'month' ? wholeMonthsOf(q.from, q.to) : null;
  const daily = sql`select ${groupsOf(periodOf(dt.day, q.group_by), dt)} from ${dt}
      where ${totalsWhere(auth, dt, q)} and ${dayBetween(dt.day, q.from, q.to)}
        ${months ? sql`and not (${dt.day} >= ${months.start}::date and ${dt.day} < ${months.end}::date)` : sql``}
      group by 1, 2, 3, 4, 5`;
  if (!months) return daily;
  return sql`${daily} union all
      select ${groupsOf(sql`to_char(${mt.month}, 'YYYY-MM-DD')`, mt)} from ${mt}
      where ${totalsWhere(auth, mt, q)} and ${mt.month} >= ${months.start}::date and ${mt.month} < ${months.end}::date
      group by 1, 2, 3, 4, 5`;
}

/**
 * `GET /dashboard/reports/finances`: read from the money facts, never from the transactions: the
 * rollups (migration 0022) when the caller sees the whole brand and no filter names a country,
 * agent or platform; the daily facts (one row per brand, day and every dimension) otherwise.
 */
export async function financeReport(db: Executor, auth: ReportCaller, q: TReportQuery): Promise<TFinanceReport> {
  const source = moneyTotalsServe(auth, q)
    ? fromTotals(auth, q)
    : sql`select ${groupsOf(periodOf(f.day, q.group_by), f)} from ${f}
        where ${filterWhere(auth, { brand: f.brandId, country: f.country, salesAgent: f.salesAgentId, platform: f.platform, currency: f.currency }, q)}
          and ${dayBetween(f.day, q.from, q.to)}
        group by 1, 2, 3, 4, 5`;
  // A period's groups may come from both rollups only when they are the same month's edges; summed
  // here once more, and groups whose count nets to nothing dropped, as before.
  const groups = await rowsOf<MoneyGroup>(
    db,
    sql`select period, type, method, status, currency, sum(n)::text as n, sum(amount)::text as amount,
          sum(usd)::text as usd, sum(refunded_usd)::text as refunded_usd, sum(reversed_usd)::text as reversed_usd
        from (${source}) as g
        group by 1, 2, 3, 4, 5
        having sum(n) <> 0`,
  );
  return financeReportOf({ from: q.from, to: q.to, group_by: q.group_by }, groups);
}
