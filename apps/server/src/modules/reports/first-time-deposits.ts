import type { TClientReportQuery, TFtdReport } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientDailyFacts as cf, clientDailyTotals as ct, ftdDailyFacts as f } from '../../db/schema-reports.ts';
import { agentNamesOf } from './agent-names.ts';
import { type Cohort, type FtdGroup, ftdReportOf } from './ftd-fold.ts';
import { clientTotalsServe, dayBetween, filterWhere, periodOf, type ReportCaller, rowsOf } from './report-sql.ts';

/**
 * `GET /dashboard/reports/firstTimeDeposits`: from the first-deposit facts and the registration
 * cohort, which the client rollup (brand, day, country) answers unless a sales agent is filtered.
 */
export async function firstTimeDepositReport(
  db: Executor,
  auth: ReportCaller,
  q: TClientReportQuery,
): Promise<TFtdReport> {
  const [groups, [cohort]] = await Promise.all([
    rowsOf<FtdGroup>(
      db,
      sql`select ${periodOf(f.day, q.group_by)} as period, ${f.country} as country,
            ${f.salesAgentId} as sales_agent_id, ${f.utmSource} as utm_source, sum(${f.n})::text as n,
            sum(${f.usd})::text as usd, sum(${f.daysToFtd})::text as days
          from ${f}
          where ${filterWhere(auth, { brand: f.brandId, country: f.country, salesAgent: f.salesAgentId }, q)}
            and ${dayBetween(f.day, q.from, q.to)}
          group by 1, 2, 3, 4
          having sum(${f.n}) <> 0`,
    ),
    rowsOf<Cohort>(
      db,
      sql`select sum(${cf.registered})::text as registered, sum(${cf.ftdClients})::text as ftd_clients
          from ${cf}
          where ${filterWhere(auth, { brand: cf.brandId, country: cf.country, salesAgent: cf.salesAgentId }, q)}
            and ${dayBetween(cf.day, q.from, q.to)}`,
    ),
  ]);
  const names = await agentNamesOf(
    db,
    groups.map((g) => g.sales_agent_id),
  );
  return ftdReportOf(
    { from: q.from, to: q.to, group_by: q.group_by },
    groups,
    cohort ?? { registered: null, ftd_clients: null },
    names,
  );
}
