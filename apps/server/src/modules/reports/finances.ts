import type { TFinanceReport, TReportQuery } from '@crm/contracts';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { moneyDailyTotals as dt, moneyDailyFacts as f, moneyMonthlyTotals as mt } from '../../db/schema-reports.ts';
import { financeReportOf, type MoneyGroup } from './finance-fold.ts';
import {
  dayBetween,
  filterWhere,
  inMonths,
  moneyTotalsServe,
  outsideMonths,
  periodOf,
  type ReportCaller,
  rowsOf,
  wholeMonthsOf,
} from './report-sql.ts';

/** The money groups of a money table (daily facts or rollups), each period's own: sums as text. */
const groupsOf = (period: SQL, t: typeof f | typeof dt | typeof mt, where: SQL) =>
  sql`select ${period} as period, ${t.type} as type, ${t.method} as method, ${t.status} as status,
      ${t.currency} as currency, sum(${t.n})::text as n, sum(${t.amount})::text as amount, sum(${t.usd})::text as usd,
      sum(${t.refundedUsd})::text as refunded_usd, sum(${t.reversedUsd})::text as reversed_usd
    from ${t} where ${where}
    group by 1, 2, 3, 4, 5
    having sum(${t.n}) <> 0`;

/**
 * The same when each row of a rollup is a group already (its day or month is the period, its key
 * the rest): no aggregation, eight times cheaper than grouping the same rows again.
 */
const rowsAsGroups = (period: SQL, t: typeof dt | typeof mt, where: SQL) =>
  sql`select ${period} as period, ${t.type} as type, ${t.method} as method, ${t.status} as status,
      ${t.currency} as currency, ${t.n}::text as n, ${t.amount}::text as amount, ${t.usd}::text as usd,
      ${t.refundedUsd}::text as refunded_usd, ${t.reversedUsd}::text as reversed_usd
    from ${t} where ${where} and ${t.n} <> 0`;

/** The brand, and the currency filter: all a rollup is filtered by (see `moneyTotalsServe`). */
const totalsWhere = (auth: ReportCaller, t: typeof dt | typeof mt, q: TReportQuery): SQL =>
  q.currency
    ? sql`${t.brandId} = ${auth.brand} and ${inArray(t.currency, q.currency)}`
    : sql`${t.brandId} = ${auth.brand}`;

/**
 * The groups from the rollups: whole months from the monthly one when grouped by month (a month's
 * row is its period), the days around them from the daily one. The two never share a period (the
 * days around are in other months), so their groups are simply appended.
 */
function fromTotals(auth: ReportCaller, q: TReportQuery): SQL {
  const months = q.group_by === 'month' ? wholeMonthsOf(q.from, q.to) : null;
  const daily = (q.group_by === 'day' ? rowsAsGroups : groupsOf)(
    periodOf(dt.day, q.group_by),
    dt,
    sql`${totalsWhere(auth, dt, q)} and ${dayBetween(dt.day, q.from, q.to)} and ${outsideMonths(dt.day, months)}`,
  );
  if (!months) return daily;
  return sql`${daily} union all ${rowsAsGroups(
    sql`to_char(${mt.month}, 'YYYY-MM-DD')`,
    mt,
    sql`${totalsWhere(auth, mt, q)} and ${inMonths(mt.month, months)}`,
  )}`;
}

/**
 * `GET /dashboard/reports/finances`: read from the money facts, never from the transactions: the
 * rollups (migration 0022) when the caller sees the whole brand and no filter names a country,
 * agent or platform; the daily facts (one row per brand, day and every dimension) otherwise.
 */
export async function financeReport(db: Executor, auth: ReportCaller, q: TReportQuery): Promise<TFinanceReport> {
  const query = moneyTotalsServe(auth, q)
    ? fromTotals(auth, q)
    : groupsOf(
        periodOf(f.day, q.group_by),
        f,
        sql`${filterWhere(auth, { brand: f.brandId, country: f.country, salesAgent: f.salesAgentId, platform: f.platform, currency: f.currency }, q)}
          and ${dayBetween(f.day, q.from, q.to)}`,
      );
  const groups = await rowsOf<MoneyGroup>(db, query);
  return financeReportOf({ from: q.from, to: q.to, group_by: q.group_by }, groups);
}
