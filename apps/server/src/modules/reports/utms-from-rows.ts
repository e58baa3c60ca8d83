import type { TUtmReport, TUtmReportQuery } from '@crm/contracts';
import type { Executor } from '../../db/client.ts';
import type { ReportCaller } from './report-sql.ts';
import { utmReportOf } from './utm-report.ts';
import { cohortGroupsFromRows } from './utm-sources.ts';

/** The UTM report's RAW twin: the same cohorts counted from the clients and their transactions. */
export const utmReportFromRows = (db: Executor, auth: ReportCaller, q: TUtmReportQuery): Promise<TUtmReport> =>
  utmReportOf(cohortGroupsFromRows, db, auth, q);
