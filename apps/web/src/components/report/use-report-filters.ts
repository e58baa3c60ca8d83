import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useReportingTimeZone } from '../../lib/auth/use-reporting-time-zone.ts';
import { reportingDay } from './period.ts';
import {
  REPORT_DEFAULTS,
  type ReportDefaults,
  type ReportFilterChange,
  type ReportFilters,
  readReportFilters,
  writeReportFilters,
} from './report-filters.ts';

type Options = Partial<ReportDefaults> & {
  /** The reporting day (yyyy-MM-dd); by default the day in the reporting time zone when the page opened. */
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
  const zone = useReportingTimeZone();
  const [opened] = useState(() => reportingDay(zone, new Date()));
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
