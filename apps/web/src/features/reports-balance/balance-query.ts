import type { ReportFilters } from '../../components/report/report-filters.ts';

/** The accounts' query as sent: the filters that apply now (no period: balances are today's). */
export type BalanceAccountsQuery = {
  page: number;
  limit: number;
  platform?: string;
  currency?: string;
  country?: string;
  margin_call?: 'true';
};

/** The trend's query: the same filters over the period's daily snapshots. */
export type BalanceTrendQuery = { from: string; to: string; platform?: string; currency?: string; country?: string };

const scope = (f: ReportFilters) => ({
  ...(f.platform ? { platform: f.platform } : {}),
  ...(f.currency ? { currency: f.currency } : {}),
  ...(f.countries.length ? { country: f.countries.join(',') } : {}),
});

export function balanceAccountsQueryOf(
  f: ReportFilters,
  list: { page: number; limit: number; marginCall: boolean },
): BalanceAccountsQuery {
  return { page: list.page, limit: list.limit, ...scope(f), ...(list.marginCall ? { margin_call: 'true' } : {}) };
}

/** The trend's query, or null while a custom period still misses a day. */
export function balanceTrendQueryOf(f: ReportFilters): BalanceTrendQuery | null {
  if (!f.from || !f.to) return null;
  return { from: f.from, to: f.to, ...scope(f) };
}

/** The URL's "margin call only" switch. */
export const MARGIN_CALL_PARAM = 'marginCall';
