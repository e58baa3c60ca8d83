import type { TCampaignReport, TClientReportQuery, TUtmReport, TUtmReportQuery } from '@crm/contracts';
import type { Executor } from '../../db/client.ts';
import type { ReportCaller } from './report-sql.ts';
import { campaignReportOf, utmReportOf } from './utm-report.ts';
import { cohortGroupsFromFacts } from './utm-sources.ts';

/** `GET /dashboard/reports/utms`: from the client facts (registration cohorts by UTM). */
export const utmReport = (db: Executor, auth: ReportCaller, q: TUtmReportQuery): Promise<TUtmReport> =>
  utmReportOf(cohortGroupsFromFacts, db, auth, q);

/** `GET /dashboard/reports/campaigns`: from the client facts, per period and campaign. */
export const campaignReport = (db: Executor, auth: ReportCaller, q: TClientReportQuery): Promise<TCampaignReport> =>
  campaignReportOf(cohortGroupsFromFacts, db, auth, q);
