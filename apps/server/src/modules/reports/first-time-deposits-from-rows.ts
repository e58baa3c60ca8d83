import type { TFtdReport, TFtdReportQuery } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients as c } from '../../db/schema.ts';
import { reportingDayOf } from '../../http/reporting-day.ts';
import { agentNamesOf } from './agent-names.ts';
import { type Cohort, type FtdGroup, ftdReportOf } from './ftd-fold.ts';
import { firstDepositsSql } from './raw-client-money.ts';
import { dayBetween, filterWhere, periodOf, type ReportCaller, rowsOf, utmSourceIs } from './report-sql.ts';

/**
 * The first-time deposit report's RAW twin: each client's first settled deposit on a live account
 * found in the transactions themselves (not the client row's cached one), and the registration
 * cohort counted from the clients.
 */
export async function firstTimeDepositReportFromRows(
  db: Executor,
  auth: ReportCaller,
  q: TFtdReportQuery,
): Promise<TFtdReport> {
  const scope = sql`${filterWhere(auth, { brand: c.brandId, country: c.country, salesAgent: c.salesAgentId, deletedAt: c.deletedAt }, q)}
    and ${utmSourceIs(sql`nullif(${c.utms} ->> 'utm_source', '')`, q.utm_source)}`;
  const ftdDay = reportingDayOf(sql`firsts.created_at`);
  const [groups, [cohort]] = await Promise.all([
    rowsOf<FtdGroup>(
      db,
      sql`with firsts as (${firstDepositsSql()})
          select ${periodOf(ftdDay, q.group_by)} as period, ${c.country} as country, ${c.salesAgentId} as sales_agent_id,
            nullif(${c.utms} ->> 'utm_source', '') as utm_source, count(*)::text as n, sum(firsts.usd_amount)::text as usd,
            sum(${ftdDay} - ${reportingDayOf(c.createdAt)})::text as days
          from firsts join ${c} on ${c.id} = firsts.client_id
          where ${scope} and ${dayBetween(ftdDay, q.from, q.to)}
          group by 1, 2, 3, 4`,
    ),
    rowsOf<Cohort>(
      db,
      sql`with firsts as (${firstDepositsSql()})
          select count(*)::text as registered, count(firsts.client_id)::text as ftd_clients
          from ${c} left join firsts on firsts.client_id = ${c.id}
          where ${scope} and ${dayBetween(reportingDayOf(c.createdAt), q.from, q.to)}`,
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
