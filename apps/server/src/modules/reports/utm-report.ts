import type { TCampaignReport, TClientReportQuery, TUtmReport, TUtmReportQuery } from '@crm/contracts';
import type { Executor } from '../../db/client.ts';
import { cohortRowsOf } from './cohort-fold.ts';
import { periodOf, type ReportCaller } from './report-sql.ts';
import type { CohortGroup, CohortSelect } from './utm-sources.ts';

/** Reads cohort groups: from the facts (the endpoints) or from the rows (the RAW twins). */
export type CohortSource = (db: Executor, auth: ReportCaller, s: CohortSelect) => Promise<CohortGroup[]>;

/**
 * The UTM report over a source of cohort groups: by utm_source, or with `utm_source` by the
 * mediums and campaigns of that source. Clients registered in the range, with what they have
 * deposited since (the registration cohort), so a campaign is judged by the clients it brought.
 */
export async function utmReportOf(
  source: CohortSource,
  db: Executor,
  auth: ReportCaller,
  q: TUtmReportQuery,
): Promise<TUtmReport> {
  const drill = q.utm_source !== undefined;
  const groups = await source(db, auth, {
    from: q.from,
    to: q.to,
    filters: q,
    byMonth: true,
    utmSource: q.utm_source,
    dims: (d) => (drill ? { source: d.source, medium: d.medium, campaign: d.campaign } : { source: d.source }),
  });
  const { rows, totals } = cohortRowsOf(groups, (g) => ({
    utm_source: g.utm_source,
    utm_medium: g.utm_medium,
    utm_campaign: g.utm_campaign,
  }));
  return {
    currency: 'USD',
    from: q.from,
    to: q.to,
    basis: 'registration_cohort',
    level: drill ? 'campaign' : 'source',
    rows,
    totals,
  };
}

/** The campaigns report: registration cohorts per period and utm_campaign. */
export async function campaignReportOf(
  source: CohortSource,
  db: Executor,
  auth: ReportCaller,
  q: TClientReportQuery,
): Promise<TCampaignReport> {
  const groups = await source(db, auth, {
    from: q.from,
    to: q.to,
    filters: q,
    byMonth: q.group_by === 'month',
    dims: (d) => ({ period: periodOf(d.day, q.group_by), campaign: d.campaign }),
  });
  const { rows, totals } = cohortRowsOf(groups, (g) => ({ period: g.period ?? q.from, utm_campaign: g.utm_campaign }));
  return {
    currency: 'USD',
    from: q.from,
    to: q.to,
    group_by: q.group_by,
    basis: 'registration_cohort',
    rows,
    totals,
  };
}
