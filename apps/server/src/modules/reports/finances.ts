import type { TFinanceReport, TReportQuery } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { moneyDailyFacts as f } from '../../db/schema-reports.ts';
import { financeReportOf, type MoneyGroup } from './finance-fold.ts';
import { dayBetween, filterWhere, periodOf, type ReportCaller, rowsOf } from './report-sql.ts';

/**
 * `GET /dashboard/reports/finances`: read from the money facts (one row per brand, day and
 * dimension), never from the transactions: the work depends on days and dimensions, not on rows.
 */
export async function financeReport(db: Executor, auth: ReportCaller, q: TReportQuery): Promise<TFinanceReport> {
  const period = periodOf(f.day, q.group_by);
  const groups = await rowsOf<MoneyGroup>(
    db,
    sql`select ${period} as period, ${f.type} as type, ${f.method} as method, ${f.status} as status,
          ${f.currency} as currency, sum(${f.n})::text as n, sum(${f.amount})::text as amount,
          sum(${f.usd})::text as usd, sum(${f.refundedUsd})::text as refunded_usd,
          sum(${f.reversedUsd})::text as reversed_usd
        from ${f}
        where ${filterWhere(auth, { brand: f.brandId, country: f.country, salesAgent: f.salesAgentId, platform: f.platform, currency: f.currency }, q)}
          and ${dayBetween(f.day, q.from, q.to)}
        group by 1, 2, 3, 4, 5
        having sum(${f.n}) <> 0`,
  );
  return financeReportOf({ from: q.from, to: q.to, group_by: q.group_by }, groups);
}
