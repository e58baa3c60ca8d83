import type { TBalanceReportReply, ZBalanceReportQuery } from '@crm/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { ScopeCaller } from '../../http/data-scope.ts';
import {
  type BalanceFilters,
  readAccountMoney,
  reportingToday,
  totalsBy,
  usdCents,
  withPlatformFigures,
} from './balance-accounts.ts';
import { balanceReply } from './balance-reply.ts';
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

/**
 * The raw twin of the whole balance report (balance-report.ts), the slow and obviously right
 * way: every account in scope with its money summed from the postings, every one of them asked of
 * the platform, then filtered, totalled and paged in memory, the totals converted to USD in SQL
 * (`usd_cents`). Its `pricedAt` is when it started asking the platform.
 */
export async function balanceReportRaw(
  db: Executor,
  auth: ScopeCaller,
  query: z.output<typeof ZBalanceReportQuery>,
): Promise<TBalanceReportReply> {
  const rows = await readAccountMoney(db, auth.brand, clientFilters(auth, query), query, 'postings');
  const pricedAt = Date.now();
  const all = await withPlatformFigures(db, rows);
  const listed = query.margin_call === undefined ? all : all.filter((a) => a.marginCall === query.margin_call);
  const totals = [...totalsBy(all, (a) => `${a.platform} ${a.currency}`).values()].map(({ sample, ...t }) => ({
    ...t,
    platform: sample.platform,
    currency: sample.currency,
  }));
  const start = (query.page - 1) * query.limit;
  const day = await reportingToday(db);
  return balanceReply(
    day,
    pricedAt,
    { docs: listed.slice(start, start + query.limit), totalDocs: listed.length },
    totals,
    (amounts) => usdCents(db, day, amounts),
  );
}
