import { z } from 'zod';
import { ACCOUNT_TIERS } from '../account-tier-values.ts';
import { CURRENCY_CODES } from '../currencies.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';

const tags = ['utils'];

/** A currency code of the catalogue, in any case ("eur" reads as EUR); anything else is a 400 `validation`. */
export const ZCurrencyCode = z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(CURRENCY_CODES));
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as yyyy-MM-dd');

export const ZExchangeRateQuery = z.object({ from: ZCurrencyCode, to: ZCurrencyCode, date: ZDay.optional() });
export const ZExchangeRate = z.object({
  from: z.string(),
  to: z.string(),
  /** The reporting day asked for (default: today's). */
  date: z.string(),
  /** Units of `to` for one unit of `from`, a decimal string of 12 significant digits (usd(from)/usd(to)). */
  rate: z.string(),
  /** The day of the rate used: `date`, or the last day before it the source published (the older of the two currencies'). */
  rate_day: z.string(),
});
export type TExchangeRate = z.infer<typeof ZExchangeRate>;

export const ZCurrencyEntry = z.object({
  code: z.string(),
  symbol: z.string(),
  name: z.string(),
  digits: z.number().int(),
  kind: z.enum(['fiat', 'crypto']),
  smallest_unit: z.string().optional(),
});

const ZTierAmounts = z.object(
  Object.fromEntries(ACCOUNT_TIERS.map((t) => [t, z.string()])) as Record<(typeof ACCOUNT_TIERS)[number], z.ZodString>,
);
export const ZUsdFiguresQuery = z.object({ currency: ZCurrencyCode });
/** The brokerage's USD figures in one currency at the day's rate, decimal strings of its major units. */
export const ZUsdFigures = z.object({
  currency: z.string(),
  date: z.string(),
  /** USD for one unit of the currency on `date` (the last rate on or before it). */
  usd_per_unit: z.string(),
  four_eyes_withdrawal_threshold: z.string(),
  /** Spec point 9: the live account's minimum first deposit per tier. */
  min_deposit: ZTierAmounts,
  deposit_presets: z.object(
    Object.fromEntries(ACCOUNT_TIERS.map((t) => [t, z.array(z.string())])) as Record<
      (typeof ACCOUNT_TIERS)[number],
      z.ZodArray<z.ZodString>
    >,
  ),
});
export type TUsdFigures = z.infer<typeof ZUsdFigures>;

// Reference data every staff member reads (amount fields, rates shown beside USD figures): any
// signed-in user, no permission of their own.
export const utilsEndpoints = {
  getExchangeRate: defineEndpoint({
    method: 'GET',
    path: '/dashboard/utils/exchangeRate',
    access: access.signedIn,
    tags,
    query: ZExchangeRateQuery,
    reply: ZExchangeRate,
    errors: [400, 404],
  }),
  /** Ours (not in the spec's list of paths): the currency entries of spec point 3 for the console. */
  listCurrencies: defineEndpoint({
    method: 'GET',
    path: '/dashboard/utils/currencies',
    access: access.signedIn,
    tags,
    reply: z.array(ZCurrencyEntry),
  }),
  /** Ours: the four-eyes threshold, tier minimums and deposit presets (USD figures) in one currency today. */
  getUsdFigures: defineEndpoint({
    method: 'GET',
    path: '/dashboard/utils/usdFigures',
    access: access.signedIn,
    tags,
    query: ZUsdFiguresQuery,
    reply: ZUsdFigures,
    errors: [400, 404],
  }),
};
