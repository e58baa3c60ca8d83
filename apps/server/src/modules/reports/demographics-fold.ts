import type { TDailyTransactions, TDemographicsRangeQuery, TUsersPerKey, TUsersPerTimeframe } from '@crm/contracts';
import { big, int, usdOf } from './figures.ts';

export type CountGroup = { key: string | null; n: string };
export type TypeDayGroup = { period: string; type: string; n: string; usd: string };

/** Biggest first, then by key. */
export function perKeyOf(groups: readonly CountGroup[]): TUsersPerKey {
  const rows = groups
    .map((g) => ({ key: g.key, count: int(big(g.n)) }))
    .sort((a, b) => b.count - a.count || String(a.key).localeCompare(String(b.key)));
  return { rows, total: rows.reduce((sum, r) => sum + r.count, 0) };
}

export function timeframeOf(q: TDemographicsRangeQuery, groups: readonly CountGroup[]): TUsersPerTimeframe {
  const rows = groups
    .map((g) => ({ period: g.key ?? '', registrations: int(big(g.n)) }))
    .sort((a, b) => a.period.localeCompare(b.period));
  return { from: q.from, to: q.to, group_by: q.group_by, rows, total: rows.reduce((s, r) => s + r.registrations, 0) };
}

export function dailyTransactionsOf(q: TDemographicsRangeQuery, groups: readonly TypeDayGroup[]): TDailyTransactions {
  const rows = groups
    .map((g) => ({ period: g.period, type: g.type, count: int(big(g.n)), usd: usdOf(big(g.usd)) }))
    .sort((a, b) => a.period.localeCompare(b.period) || a.type.localeCompare(b.type));
  return { currency: 'USD', from: q.from, to: q.to, rows };
}
