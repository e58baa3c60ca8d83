import type { TFtdReport } from '@crm/contracts';
import { big, decimalOf, divideHalfEven, int, rateOf, usdOf } from './figures.ts';

/** First deposits of one period and dimension (facts or raw rows); sums as text. */
export type FtdGroup = {
  period: string;
  country: string;
  sales_agent_id: string | null;
  utm_source: string | null;
  n: string;
  usd: string;
  days: string;
};
/** The registration cohort of the range: how many registered, how many have deposited since. */
export type Cohort = { registered: string | null; ftd_clients: string | null };

type Head = Pick<TFtdReport, 'from' | 'to' | 'group_by'>;
type Sum = { n: bigint; usd: bigint };

function sumBy<K>(groups: readonly FtdGroup[], key: (g: FtdGroup) => K): Map<K, Sum> {
  const out = new Map<K, Sum>();
  for (const g of groups) {
    const k = key(g);
    const s = out.get(k) ?? { n: 0n, usd: 0n };
    s.n += big(g.n);
    s.usd += big(g.usd);
    out.set(k, s);
  }
  return out;
}

const figures = (s: Sum) => ({ ftd_count: int(s.n), ftd_usd: usdOf(s.usd) });
/** Biggest first, then by key, so the reply is stable. */
const ranked = <K>(m: Map<K, Sum>) =>
  [...m.entries()].sort(([ka, a], [kb, b]) =>
    a.usd === b.usd ? String(ka).localeCompare(String(kb)) : a.usd > b.usd ? -1 : 1,
  );

export function ftdReportOf(
  head: Head,
  groups: readonly FtdGroup[],
  cohort: Cohort,
  agentNames: ReadonlyMap<string, string>,
): TFtdReport {
  const periods = [...sumBy(groups, (g) => g.period).entries()].sort(([a], [b]) => a.localeCompare(b));
  const totals: Sum = { n: 0n, usd: 0n };
  const rows = periods.map(([period, s]) => {
    totals.n += s.n;
    totals.usd += s.usd;
    return { period, ...figures(s) };
  });
  const days = groups.reduce((sum, g) => sum + big(g.days), 0n);
  const registrations = big(cohort.registered);
  const ftdClients = big(cohort.ftd_clients);
  return {
    currency: 'USD',
    ...head,
    rows,
    totals: figures(totals),
    by_country: ranked(sumBy(groups, (g) => g.country)).map(([country, s]) => ({ country, ...figures(s) })),
    by_sales_agent: ranked(sumBy(groups, (g) => g.sales_agent_id)).map(([id, s]) => ({
      sales_agent_id: id,
      name: id ? (agentNames.get(id) ?? null) : null,
      ...figures(s),
    })),
    by_utm_source: ranked(sumBy(groups, (g) => g.utm_source)).map(([utm_source, s]) => ({ utm_source, ...figures(s) })),
    conversion: {
      basis: 'registration_cohort',
      registrations: int(registrations),
      ftd_clients: int(ftdClients),
      rate: rateOf(ftdClients, registrations),
    },
    average_days_to_ftd: totals.n === 0n ? null : decimalOf(divideHalfEven(days * 100n, totals.n), 2),
  };
}
