import type { TReportQuery } from '@crm/contracts';
import type { ReportFilters } from '../../components/report/report-filters.ts';

/** The report's query as sent (comma lists, as the URL would hold them). */
export type FinanceQuery = {
  from: string;
  to: string;
  group_by: TReportQuery['group_by'];
  country?: string;
  sales_agent?: string;
  platform?: string;
  currency?: string;
};

/** The query of the filters, or null while a custom period still misses a day. */
export function financeQueryOf(f: ReportFilters): FinanceQuery | null {
  if (!f.from || !f.to) return null;
  return {
    from: f.from,
    to: f.to,
    group_by: f.groupBy,
    ...(f.countries.length ? { country: f.countries.join(',') } : {}),
    ...(f.agent ? { sales_agent: f.agent } : {}),
    ...(f.platform ? { platform: f.platform } : {}),
    ...(f.currency ? { currency: f.currency } : {}),
  };
}
