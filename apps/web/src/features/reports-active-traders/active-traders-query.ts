import { ACTIVE_TRADER_SORTS } from '@crm/contracts/trading-report-values';
import type { ReportFilters } from '../../components/report/report-filters.ts';

export type TraderSort = (typeof ACTIVE_TRADER_SORTS)[number];
export const TOP_CHOICES = [10, 25, 50, 100, 500] as const;
export const DEFAULT_TOP = 50;

/** The page's own URL state beside the kit's filters: how many traders, ranked by what. */
export function readRanking(params: URLSearchParams): { top: number; sort: TraderSort } {
  const top = Number(params.get('top'));
  const sort = params.get('sort');
  return {
    top: Number.isInteger(top) && top >= 1 && top <= 1000 ? top : DEFAULT_TOP,
    sort: ACTIVE_TRADER_SORTS.includes(sort as TraderSort) ? (sort as TraderSort) : 'volume',
  };
}

/** The report's query as sent (comma lists, as the URL would hold them). */
export type ActiveTradersQuery = {
  from: string;
  to: string;
  top: number;
  sort: TraderSort;
  country?: string;
  sales_agent?: string;
  platform?: string;
};

/** The query of the filters, or null while a custom period still misses a day. */
export function activeTradersQueryOf(
  f: ReportFilters,
  ranking: { top: number; sort: TraderSort },
): ActiveTradersQuery | null {
  if (!f.from || !f.to) return null;
  return {
    from: f.from,
    to: f.to,
    top: ranking.top,
    sort: ranking.sort,
    ...(f.countries.length ? { country: f.countries.join(',') } : {}),
    ...(f.agent ? { sales_agent: f.agent } : {}),
    ...(f.platform ? { platform: f.platform } : {}),
  };
}
