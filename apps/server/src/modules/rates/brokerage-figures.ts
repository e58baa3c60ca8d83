import {
  ACCOUNT_TIERS,
  DEPOSIT_PRESETS_USD,
  fromMinorUnits,
  LIVE_MIN_DEPOSIT_USD,
  type TAccountTier,
  type TUsdFigures,
} from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { usdFiguresOn } from './usd-figures.ts';

const cents = (usd: number) => Math.round(usd * 100);

/**
 * The four-eyes threshold in minor units of any currency at today's rate: one conversion per
 * call (a page of requests asks once, not per row). `thresholdUsd` is the configured figure.
 */
export type FourEyesThreshold = (currency: string) => number | null;

export async function fourEyesThresholds(db: Executor, thresholdUsd: number): Promise<FourEyesThreshold> {
  return fourEyesThresholdsOfCents(db, cents(thresholdUsd));
}

/** The same from a threshold in USD cents (an approval policy's). */
export async function fourEyesThresholdsOfCents(db: Executor, usdCents: number): Promise<FourEyesThreshold> {
  const figures = await usdFiguresOn(db, [usdCents]);
  return (currency) => figures.minorOf(usdCents, currency);
}

/** A tier's minimum first deposit in minor units of `currency` at today's rate (spec point 9: USD figures). */
export async function minDepositIn(db: Executor, tier: TAccountTier, currency: string): Promise<number | null> {
  const usd = cents(LIVE_MIN_DEPOSIT_USD[tier]);
  return (await usdFiguresOn(db, [usd])).minorOf(usd, currency);
}

/**
 * `GET /dashboard/utils/usdFigures`: the USD figures the console shows or checks, in one currency
 * today. `withdrawalUsdCents` is the brand's approval policy threshold for withdrawals, when it sets one.
 */
export async function usdFiguresIn(
  deps: Deps,
  currency: string,
  withdrawalUsdCents: number | null = null,
): Promise<TUsdFigures> {
  const threshold = withdrawalUsdCents ?? cents(deps.config.fourEyesWithdrawalThreshold);
  const all = [
    threshold,
    ...ACCOUNT_TIERS.map((t) => cents(LIVE_MIN_DEPOSIT_USD[t])),
    ...ACCOUNT_TIERS.flatMap((t) => DEPOSIT_PRESETS_USD[t].map(cents)),
  ];
  const figures = await usdFiguresOn(deps.db, [...new Set(all)]);
  const major = (usdCents: number) => {
    const minor = figures.minorOf(usdCents, currency);
    if (minor === null) throw new AppError('notFound', `No exchange rate for ${currency} on or before ${figures.day}`);
    return fromMinorUnits(minor, currency);
  };
  const perTier = <T>(f: (tier: TAccountTier) => T) =>
    Object.fromEntries(ACCOUNT_TIERS.map((t) => [t, f(t)])) as Record<TAccountTier, T>;
  const [rate] = await queryRows<{ usd: string }>(
    deps.db,
    sql`select case when ${currency} = 'USD' then '1' else usd_rate_on(${currency}, ${figures.day}::date)::text end as usd`,
  );
  return {
    currency,
    date: figures.day,
    usd_per_unit: rate?.usd ?? '1',
    four_eyes_withdrawal_threshold: major(threshold),
    min_deposit: perTier((t) => major(cents(LIVE_MIN_DEPOSIT_USD[t]))),
    deposit_presets: perTier((t) => DEPOSIT_PRESETS_USD[t].map((p) => major(cents(p)))),
  };
}
