import type { TCohortFigures } from '@crm/contracts';
import { big, entryOf, int, rateOf, usdOf } from './figures.ts';

/** A registration cohort's sums (facts or raw rows), as text. */
export type CohortSums = {
  registered: string;
  verified: string;
  ftd_clients: string;
  deposits_usd: string;
  net_usd: string;
};

type Sums = Record<keyof CohortSums, bigint>;
const zero = (): Sums => ({ registered: 0n, verified: 0n, ftd_clients: 0n, deposits_usd: 0n, net_usd: 0n });

const figuresOf = (s: Sums): TCohortFigures => ({
  registrations: int(s.registered),
  verified: int(s.verified),
  ftd_clients: int(s.ftd_clients),
  conversion_rate: rateOf(s.ftd_clients, s.registered),
  deposits_usd: usdOf(s.deposits_usd),
  net_deposits_usd: usdOf(s.net_usd),
});

/**
 * Rows keyed by `keyOf` (the same key twice is summed), sorted by `sortKey`, and totals that are
 * the sum of the rows.
 */
export function cohortRowsOf<G extends CohortSums, K extends object>(
  groups: readonly G[],
  keyOf: (g: G) => K,
): { rows: (K & TCohortFigures)[]; totals: TCohortFigures } {
  const byKey = new Map<string, { key: K; sums: Sums }>();
  for (const g of groups) {
    const key = keyOf(g);
    const id = JSON.stringify(key);
    const entry = entryOf(byKey, id, () => ({ key, sums: zero() }));
    for (const k of Object.keys(entry.sums) as (keyof Sums)[]) entry.sums[k] += big(g[k]);
  }
  const totals = zero();
  const rows = [...byKey.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, { key, sums }]) => {
      for (const k of Object.keys(totals) as (keyof Sums)[]) totals[k] += sums[k];
      return { ...key, ...figuresOf(sums) };
    });
  return { rows, totals: figuresOf(totals) };
}
