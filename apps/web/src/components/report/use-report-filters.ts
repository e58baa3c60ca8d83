import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { reportingDay } from './period.ts';
import {
  REPORT_DEFAULTS,
  type ReportDefaults,
  type ReportFilterChange,
  type ReportFilters,
  readReportFilters,
  writeReportFilters,
} from './report-filters.ts';

/**
 * The brokerage's reporting time zone: "today" and "this month" are its days, not the browser's.
 * The server's REPORTING_TIME_ZONE decides it (default UTC); until the console can read it from the
 * server, this is that default, and a page that knows the server's reporting day passes `today`.
 */
export const REPORTING_TIME_ZONE = 'UTC';

type Options = Partial<ReportDefaults> & {
  /** The reporting day (yyyy-MM-dd); by default the day in REPORTING_TIME_ZONE when the page opened. */
  today?: string;
};

/**
 * A report page's filters, read from and written to the URL (so a link reproduces the view). The
 * day is read once per page, so a page left open over midnight keeps the days its figures are for.
 */
export function useReportFilters(options: Options = {}): {
  filters: ReportFilters;
  set: (change: ReportFilterChange) => void;
} {
  const [params, setParams] = useSearchParams();
  const [opened] = useState(() => reportingDay(REPORTING_TIME_ZONE, new Date()));
  const today = options.today ?? opened;
  const period = options.period ?? REPORT_DEFAULTS.period;
  const groupBy = options.groupBy ?? REPORT_DEFAULTS.groupBy;
  const filters = useMemo(
    () => readReportFilters(params, today, { period, groupBy }),
    [params, today, period, groupBy],
  );
  const set = useCallback(
    (change: ReportFilterChange) =>
      setParams((current) => writeReportFilters(current, change, { period, groupBy }), { flushSync: true }),
    [setParams, period, groupBy],
  );
  return { filters, set };
}
