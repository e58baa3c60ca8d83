import type { ReportFilters } from '../../components/report/report-filters.ts';

/**
 * The query of a client report (UTMs, campaigns) from the page's filters, or null while a custom
 * period has an open side (nothing to ask yet). Client reports count clients, who have no platform
 * nor currency: the server refuses those filters, so they are never sent.
 */
export function clientReportQuery(filters: ReportFilters) {
  if (!filters.from || !filters.to) return null;
  return {
    from: filters.from,
    to: filters.to,
    group_by: filters.groupBy,
    country: filters.countries.join(',') || null,
    sales_agent: filters.agent,
  };
}
