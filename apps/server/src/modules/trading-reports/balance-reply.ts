import {
  fromMinorUnits,
  MARGIN_CALL_LEVEL_PERCENT,
  type TBalanceAccount,
  type TBalanceReportReply,
} from '@crm/contracts';
import type { AccountFigures, MoneyTotals } from './balance-accounts.ts';

type Platform = TBalanceAccount['platform'];

/** One row of the totals: a platform and currency with its sums in minor units. */
export type BalanceTotal = MoneyTotals & { platform: string; currency: string };

export const toAccount = (a: AccountFigures): TBalanceAccount => {
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

/** Amounts in their currencies' minor units to USD cents at the reporting day's rate, in order. */
export type ToUsdCents = (amounts: { currency: string; amount: number }[]) => number[] | Promise<number[]>;

/**
 * The balance report's reply from a page of accounts and the totals, sorted by platform then
 * currency, each also in USD (`toUsd`: at `day`'s rate, half-even on the total), and the instant
 * the exposed accounts were priced. Shared by the report and its raw twin, which differ in how
 * they find the figures (and convert them: in the server, or in SQL), not in how they show them.
 */
export async function balanceReply(
  day: string,
  pricedAt: number,
  page: { docs: AccountFigures[]; totalDocs: number },
  unsorted: BalanceTotal[],
  toUsd: ToUsdCents,
): Promise<TBalanceReportReply> {
  const totals = [...unsorted].sort(
    (x, y) => x.platform.localeCompare(y.platform) || x.currency.localeCompare(y.currency),
  );
  const figures = ['balance', 'credit', 'equity', 'margin'] as const;
  const usd = await toUsd(
    totals.flatMap((t) => [
      ...figures.map((f) => ({ currency: t.currency, amount: t[f] })),
      { currency: t.currency, amount: t.equity - t.margin },
    ]),
  );
  const dollars = (i: number) => fromMinorUnits(usd[i] ?? 0, 'USD');
  return {
    docs: page.docs.map(toAccount),
    totalDocs: page.totalDocs,
    totals: totals.map((t, i) => {
      const money = (n: number) => fromMinorUnits(n, t.currency);
      const base = i * 5;
      return {
        platform: t.platform as Platform,
        currency: t.currency,
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
    pricedAt: new Date(pricedAt).toISOString(),
  };
}
