import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients as c } from '../../db/schema.ts';
import { clientDailyFacts as f, clientMonthlyFacts as fm } from '../../db/schema-reports.ts';
import { reportingDayOf } from '../../http/reporting-day.ts';
import type { CohortSums } from './cohort-fold.ts';
import { clientMoneySql, firstDepositsSql } from './raw-client-money.ts';
import type { ReportFilters } from './report-sql.ts';
import { dayBetween, filterWhere, inMonths, monthsOf, outsideMonths, type ReportCaller, rowsOf } from './report-sql.ts';

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
  /** True when the dims' period, if any, is the month: whole months may come from the month grain. */
  byMonth: boolean;
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

/** The cohort sums of a client fact table, daily or monthly. */
const cohortSums = (t: typeof f | typeof fm) =>
  sql`sum(${t.registered}) as registered, sum(${t.verified}) as verified, sum(${t.ftdClients}) as ftd_clients,
      sum(${t.depositsUsd}) as deposits_usd, sum(${t.netDepositsUsd}) as net_usd`;

/**
 * The cohort groups from the client facts (the registration day's facts): whole months from the
 * month grain when the report's periods allow (`byMonth`), the days around them from the daily facts.
 */
export function cohortGroupsFromFacts(db: Executor, auth: ReportCaller, s: CohortSelect): Promise<CohortGroup[]> {
  const months = monthsOf(s.from, s.to, s.byMonth);
  const where = (t: typeof f | typeof fm) =>
    sql`${filterWhere(auth, { brand: t.brandId, country: t.country, salesAgent: t.salesAgentId }, s.filters)}
      ${s.utmSource === undefined ? sql`` : sql`and ${t.utmSource} = ${s.utmSource}`}`;
  const dimsOf = (t: typeof f | typeof fm, day: SQL) =>
    selectDims(
      s.dims({ day, source: sql`${t.utmSource}`, medium: sql`${t.utmMedium}`, campaign: sql`${t.utmCampaign}` }),
    );
  const daily = sql`select ${dimsOf(f, sql`${f.day}`)}, ${cohortSums(f)} from ${f}
      where ${where(f)} and ${dayBetween(f.day, s.from, s.to)} and ${outsideMonths(f.day, months)}
      group by 1, 2, 3, 4`;
  const source = months
    ? sql`${daily} union all
      select ${dimsOf(fm, sql`${fm.month}`)}, ${cohortSums(fm)} from ${fm}
      where ${where(fm)} and ${inMonths(fm.month, months)}
      group by 1, 2, 3, 4`
    : daily;
  return rowsOf<CohortGroup>(
    db,
    sql`select period, utm_source, utm_medium, utm_campaign, sum(registered)::text as registered,
          sum(verified)::text as verified, sum(ftd_clients)::text as ftd_clients,
          sum(deposits_usd)::text as deposits_usd, sum(net_usd)::text as net_usd
        from (${source}) as g
        group by 1, 2, 3, 4
        having sum(registered) <> 0`,
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
        where ${filterWhere(auth, { brand: c.brandId, country: c.country, salesAgent: c.salesAgentId, deletedAt: c.deletedAt }, s.filters)}
          and ${dayBetween(day, s.from, s.to)}
          ${s.utmSource === undefined ? sql`` : sql`and ${source} = ${s.utmSource}`}
        group by 1, 2, 3, 4`,
  );
}
