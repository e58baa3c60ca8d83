import {
  fromMinorUnits,
  MARGIN_CALL_LEVEL_PERCENT,
  type TBalanceAccount,
  type TBalanceReportReply,
  type ZBalanceReportQuery,
} from '@crm/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { ScopeCaller } from '../../http/data-scope.ts';
import {
  type AccountFigures,
  readAccountMoney,
  reportingToday,
  totalsBy,
  usdCents,
  withPlatformFigures,
} from './balance-accounts.ts';
import { clientFilters } from './report-scope.ts';

type Query = z.output<typeof ZBalanceReportQuery>;
type Platform = TBalanceAccount['platform'];

const toAccount = (a: AccountFigures): TBalanceAccount => {
  const money = (n: number) => fromMinorUnits(n, a.currency);
  return {
    _id: a.id,
    login_id: String(a.loginId),
    platform: a.platform as Platform,
    currency: a.currency,
    user: { _id: a.clientId, first_name: a.firstName, last_name: a.lastName },
    country: a.country,
    balance: money(a.balance),
    credit: money(a.credit),
    equity: money(a.equity),
    margin: money(a.margin),
    free_margin: money(a.freeMargin),
    margin_level: a.marginLevel === null ? null : fromMinorUnits(a.marginLevel, 'USD'),
    margin_call: a.marginCall,
  };
};

/**
 * `GET /dashboard/users/balanceReport`: every live account in scope with its figures now, a page
 * of them, and totals by platform and currency (in the currency and in USD at today's rate).
 * Equity and margin move with every price tick, so they are worked out now for every account in
 * the filter: the daily snapshots (balance-snapshot.ts) are the history.
 */
export async function balanceReport(db: Executor, auth: ScopeCaller, query: Query): Promise<TBalanceReportReply> {
  const [rows, day] = await Promise.all([
    readAccountMoney(db, auth.brand, clientFilters(auth, query), query),
    reportingToday(db),
  ]);
  const all = await withPlatformFigures(db, rows);
  const listed = query.margin_call === undefined ? all : all.filter((a) => a.marginCall === query.margin_call);
  const totals = [...totalsBy(all, (a) => `${a.platform} ${a.currency}`).values()].sort(
    (x, y) => x.sample.platform.localeCompare(y.sample.platform) || x.sample.currency.localeCompare(y.sample.currency),
  );
  const figures = ['balance', 'credit', 'equity', 'margin'] as const;
  const usd = await usdCents(
    db,
    day,
    totals.flatMap((t) => [
      ...figures.map((f) => ({ currency: t.sample.currency, amount: t[f] })),
      { currency: t.sample.currency, amount: t.equity - t.margin },
    ]),
  );
  const dollars = (i: number) => fromMinorUnits(usd[i] ?? 0, 'USD');
  const start = (query.page - 1) * query.limit;
  return {
    docs: listed.slice(start, start + query.limit).map(toAccount),
    totalDocs: listed.length,
    totals: totals.map((t, i) => {
      const money = (n: number) => fromMinorUnits(n, t.sample.currency);
      const base = i * 5;
      return {
        platform: t.sample.platform as Platform,
        currency: t.sample.currency,
        accounts: t.accounts,
        balance: money(t.balance),
        credit: money(t.credit),
        equity: money(t.equity),
        margin: money(t.margin),
        free_margin: money(t.equity - t.margin),
        balance_usd: dollars(base),
        credit_usd: dollars(base + 1),
        equity_usd: dollars(base + 2),
        margin_usd: dollars(base + 3),
        free_margin_usd: dollars(base + 4),
      };
    }),
    margin_call_level_percent: MARGIN_CALL_LEVEL_PERCENT,
    rate_day: day,
  };
}
