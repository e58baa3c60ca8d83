import type { TFinanceReport, TReportQuery } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tradingAccounts as a, clients as c, transactions as t } from '../../db/schema.ts';
import { reportingDayOf } from '../../http/reporting-day.ts';
import { financeReportOf, type MoneyGroup } from './finance-fold.ts';
import { transactionMoney } from './money-expressions.ts';
import { dayBetween, filterWhere, periodOf, type ReportCaller, rowsOf } from './report-sql.ts';

/**
 * The finance report's RAW twin: the same groups straight from the transactions (live accounts,
 * the client's current country and agent, the reporting day of `created_at`), for the tests,
 * `reports:verify` and the bench. Scans every transaction of the range: never on a request.
 */
export async function financeReportFromRows(
  db: Executor,
  auth: ReportCaller,
  q: TReportQuery,
): Promise<TFinanceReport> {
  const day = reportingDayOf(t.createdAt);
  const m = transactionMoney(sql`${t}`);
  const groups = await rowsOf<MoneyGroup>(
    db,
    sql`select ${periodOf(day, q.group_by)} as period, ${t.type} as type, ${t.method} as method,
          ${t.status} as status, ${t.currency} as currency, count(*)::text as n, sum(${t.amount})::text as amount,
          sum(${t.usdAmount})::text as usd,
          sum(${m.refundedUsd})::text as refunded_usd, sum(${m.reversedUsd})::text as reversed_usd
        from ${t}
        join ${c} on ${c.id} = ${t.clientId}
        join ${a} on ${a.id} = ${t.tradingAccountId} and ${a.environment} = 'live'
        where ${filterWhere(auth, { brand: t.brandId, country: c.country, salesAgent: c.salesAgentId, platform: a.platform, currency: t.currency, deletedAt: c.deletedAt }, q)}
          and ${dayBetween(day, q.from, q.to)}
        group by 1, 2, 3, 4, 5`,
  );
  return financeReportOf({ from: q.from, to: q.to, group_by: q.group_by }, groups);
}
