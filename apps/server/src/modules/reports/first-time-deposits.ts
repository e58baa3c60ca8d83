import type { TFtdReport, TFtdReportQuery } from '@crm/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  clientDailyFacts as cf,
  clientDailyTotals as ct,
  ftdDailyFacts as f,
  ftdMonthlyFacts as fm,
} from '../../db/schema-reports.ts';
import { agentNamesOf } from './agent-names.ts';
import { type Cohort, type FtdGroup, ftdReportOf } from './ftd-fold.ts';
import {
  clientTotalsServe,
  dayBetween,
  filterWhere,
  inMonths,
  monthsOf,
  outsideMonths,
  periodOf,
  type ReportCaller,
  rowsOf,
  utmSourceIs,
} from './report-sql.ts';

/**
 * The first deposits by period, country, agent and source: whole months from the month grain when
 * grouped by month, the days around them (or every day) from the daily facts.
 */
function ftdGroups(auth: ReportCaller, q: TFtdReportQuery): SQL {
  const months = monthsOf(q.from, q.to, q.group_by === 'month');
  const daily = sql`select ${periodOf(f.day, q.group_by)} as period, ${f.country} as country,
      ${f.salesAgentId} as sales_agent_id, ${f.utmSource} as utm_source, sum(${f.n})::text as n,
      sum(${f.usd})::text as usd, sum(${f.daysToFtd})::text as days
    from ${f}
    where ${filterWhere(auth, { brand: f.brandId, country: f.country, salesAgent: f.salesAgentId }, q)}
      and ${utmSourceIs(f.utmSource, q.utm_source)}
      and ${dayBetween(f.day, q.from, q.to)} and ${outsideMonths(f.day, months)}
    group by 1, 2, 3, 4
    having sum(${f.n}) <> 0`;
  if (!months) return daily;
  // The days around the whole months fall in other months: no period comes from both.
  return sql`${daily} union all
    select to_char(${fm.month}, 'YYYY-MM-DD'), ${fm.country}, ${fm.salesAgentId}, ${fm.utmSource}, sum(${fm.n})::text,
      sum(${fm.usd})::text, sum(${fm.daysToFtd})::text
    from ${fm}
    where ${filterWhere(auth, { brand: fm.brandId, country: fm.country, salesAgent: fm.salesAgentId }, q)}
      and ${utmSourceIs(fm.utmSource, q.utm_source)} and ${inMonths(fm.month, months)}
    group by 1, 2, 3, 4
    having sum(${fm.n}) <> 0`;
}

/**
 * `GET /dashboard/reports/firstTimeDeposits`: from the first-deposit facts and the registration
 * cohort, which the client rollup (brand, day, country) answers unless a sales agent or a UTM
 * source is filtered (the client facts keep both).
 */
export async function firstTimeDepositReport(
  db: Executor,
  auth: ReportCaller,
  q: TFtdReportQuery,
): Promise<TFtdReport> {
  const [groups, [cohort]] = await Promise.all([
    rowsOf<FtdGroup>(db, ftdGroups(auth, q)),
    rowsOf<Cohort>(
      db,
      // The client rollup keeps no source: a source filter reads the client facts, which do.
      clientTotalsServe(q) && q.utm_source === undefined
        ? sql`select sum(${ct.registered})::text as registered, sum(${ct.ftdClients})::text as ftd_clients
            from ${ct}
            where ${filterWhere(auth, { brand: ct.brandId, country: ct.country, salesAgent: sql`null` }, q)}
              and ${dayBetween(ct.day, q.from, q.to)}`
        : sql`select sum(${cf.registered})::text as registered, sum(${cf.ftdClients})::text as ftd_clients
            from ${cf}
            where ${filterWhere(auth, { brand: cf.brandId, country: cf.country, salesAgent: cf.salesAgentId }, q)}
              and ${utmSourceIs(cf.utmSource, q.utm_source)} and ${dayBetween(cf.day, q.from, q.to)}`,
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
