import type { Executor } from '../../db/client.ts';
import type { ScopeCaller } from '../../http/data-scope.ts';
import { type BalanceFilters, readAccountMoney, totalsBy, withPlatformFigures } from './balance-accounts.ts';
import { clientFilters } from './report-scope.ts';

/**
 * The raw twin of the balance report's totals: balance and credit summed from every ledger
 * posting on the accounts' books (not the books' running balances), equity and margin from the
 * platform. Keyed `platform currency`, in the currency's minor units.
 */
export async function balanceTotalsRaw(
  db: Executor,
  auth: ScopeCaller,
  query: BalanceFilters & { country?: string[] | undefined },
) {
  const rows = await readAccountMoney(db, auth.brand, clientFilters(auth, query), query, 'postings');
  const totals = totalsBy(await withPlatformFigures(db, rows), (a) => `${a.platform} ${a.currency}`);
  return new Map([...totals].map(([k, { sample: _, ...t }]) => [k, t]));
}
