import type { TCampaignReport, TClientReportQuery } from '@crm/contracts';
import type { Executor } from '../../db/client.ts';
import type { ReportCaller } from './report-sql.ts';
import { campaignReportOf } from './utm-report.ts';
import { cohortGroupsFromRows } from './utm-sources.ts';

/** The campaigns report's RAW twin: the same cohorts counted from the clients and their transactions. */
export const campaignReportFromRows = (
  db: Executor,
  auth: ReportCaller,
  q: TClientReportQuery,
): Promise<TCampaignReport> => campaignReportOf(cohortGroupsFromRows, db, auth, q);
