import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients as c } from '../../db/schema.ts';
import { clientDailyFacts as f } from '../../db/schema-reports.ts';
import { reportingDayOf } from '../../http/reporting-day.ts';
import type { CohortSums } from './cohort-fold.ts';
import { clientMoneySql, firstDepositsSql } from './raw-client-money.ts';
import type { ReportFilters } from './report-sql.ts';
import { dayBetween, filterWhere, type ReportCaller, rowsOf } from './report-sql.ts';

/** The cohort groups the UTM and campaign reports fold: their dimensions, and the sums. */
export type CohortGroup = CohortSums & {
  period: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
};

export type CohortSelect = {
  from: string;
  to: string;
  filters: ReportFilters;
  /** Only clients of this source (the drill-down). */
  utmSource?: string | undefined;
  /** The dimensions to group by, as expressions over the facts' and the clients' columns. */
  dims: (cols: { day: SQL; source: SQL; medium: SQL; campaign: SQL }) => {
    period?: SQL;
    source?: SQL;
    medium?: SQL;
    campaign?: SQL;
  };
};

const none = sql`null`;

/** The four dimension columns every cohort query answers (null where it does not group by one). */
function selectDims(dims: ReturnType<CohortSelect['dims']>): SQL {
  return sql.join(
    [
      sql`${dims.period ?? none}::text as period`,
      sql`${dims.source ?? none}::text as utm_source`,
      sql`${dims.medium ?? none}::text as utm_medium`,
      sql`${dims.campaign ?? none}::text as utm_campaign`,
    ],
    sql`, `,
  );
}

/** The cohort groups from the client facts (the registration day's facts). */
export function cohortGroupsFromFacts(db: Executor, auth: ReportCaller, s: CohortSelect): Promise<CohortGroup[]> {
  const list = selectDims(
    s.dims({
      day: sql`${f.day}`,
      source: sql`${f.utmSource}`,
      medium: sql`${f.utmMedium}`,
      campaign: sql`${f.utmCampaign}`,
    }),
  );
  return rowsOf<CohortGroup>(
    db,
    sql`select ${list}, sum(${f.registered})::text as registered, sum(${f.verified})::text as verified,
          sum(${f.ftdClients})::text as ftd_clients, sum(${f.depositsUsd})::text as deposits_usd,
          sum(${f.netDepositsUsd})::text as net_usd
        from ${f}
        where ${filterWhere(auth, { brand: f.brandId, country: f.country, salesAgent: f.salesAgentId }, s.filters)}
          and ${dayBetween(f.day, s.from, s.to)}
          ${s.utmSource === undefined ? sql`` : sql`and ${f.utmSource} = ${s.utmSource}`}
        group by 1, 2, 3, 4
        having sum(${f.registered}) <> 0`,
  );
}

/** RAW twin: the same groups from the clients and their transactions. */
export function cohortGroupsFromRows(db: Executor, auth: ReportCaller, s: CohortSelect): Promise<CohortGroup[]> {
  const day = reportingDayOf(c.createdAt);
  const source = sql`nullif(${c.utms} ->> 'utm_source', '')`;
  const list = selectDims(
    s.dims({
      day,
      source,
      medium: sql`nullif(${c.utms} ->> 'utm_medium', '')`,
      campaign: sql`nullif(${c.utms} ->> 'utm_campaign', '')`,
    }),
  );
  return rowsOf<CohortGroup>(
    db,
    sql`with firsts as (${firstDepositsSql()}), money as (${clientMoneySql()})
        select ${list}, count(*)::text as registered,
          count(*) filter (where ${c.kycStatus} = 'approved')::text as verified,
          count(firsts.client_id)::text as ftd_clients, coalesce(sum(money.deposits_usd), 0)::text as deposits_usd,
          coalesce(sum(money.net_usd), 0)::text as net_usd
        from ${c}
        left join firsts on firsts.client_id = ${c.id}
        left join money on money.client_id = ${c.id}
        where ${filterWhere(auth, { brand: c.brandId, country: c.country, salesAgent: c.salesAgentId }, s.filters)}
          and ${dayBetween(day, s.from, s.to)}
          ${s.utmSource === undefined ? sql`` : sql`and ${source} = ${s.utmSource}`}
        group by 1, 2, 3, 4`,
  );
}
