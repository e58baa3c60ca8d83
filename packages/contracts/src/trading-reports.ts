import { z } from 'zod';
import { PLATFORMS } from './accounts.ts';
import { pageOf, ZPageQuery } from './common.ts';
import { ACTIVE_TRADER_SORTS, MARGIN_CALL_LEVEL_PERCENT } from './trading-report-values.ts';
import { ZSalesAgentList } from './transactions.ts';

export { ACTIVE_TRADER_SORTS, MARGIN_CALL_LEVEL_PERCENT };

/**
 * The active traders and balance/equity reports (issue #15). Money figures are decimal strings:
 * `*_usd` in US dollars (2 digits), the others in their currency's digits. Volumes are lots with
 * two decimals. Days are reporting days (yyyy-MM-dd, in the brokerage's reporting time zone).
 */

const list = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(item).max(200));

const ZDay = z.iso.date();
const ZCountry = z.string().regex(/^[a-z]{2}$/);
const ZCurrency = z.string().regex(/^[A-Z]{3,5}$/);

/** The reports' common filters: the reporting days (inclusive), platforms, countries, sales agents. */
const filters = {
  brand: z.string().optional(),
  platform: list(z.enum(PLATFORMS)).optional(),
  country: list(ZCountry).optional(),
};

export const ZActiveTradersQuery = z
  .object({
    ...filters,
    from: ZDay,
    to: ZDay,
    /** Agents' ids, `none` for the clients without one (as every report and list reads it). */
    sales_agent: ZSalesAgentList.optional(),
    top: z.coerce.number().int().min(1).max(1000).default(50),
    sort: z.enum(ACTIVE_TRADER_SORTS).default('volume'),
  })
  .refine((q) => q.from <= q.to, { message: 'from is after to', path: ['from'] });
export type TActiveTradersQuery = z.input<typeof ZActiveTradersQuery>;

const tradingFigures = {
  trades: z.number().int(),
  lots: z.string(),
  notional_usd: z.string(),
  pnl_usd: z.string(),
};

export const ZActiveTrader = z
  .object({
    user: z.object({ _id: z.string(), readableId: z.number().int(), first_name: z.string(), last_name: z.string() }),
    country: z.string(),
    ...tradingFigures,
    instruments: z.array(z.string()),
  })
  .meta({ id: 'ActiveTrader' });
export type TActiveTrader = z.infer<typeof ZActiveTrader>;

export const ZActiveTradersReply = z
  .object({
    docs: z.array(ZActiveTrader),
    /** Clients who traded in the period (all of them, not only the top N). */
    totalDocs: z.number().int(),
    totals: z.object(tradingFigures),
    by_platform: z.array(z.object({ platform: z.enum(PLATFORMS), clients: z.number().int(), ...tradingFigures })),
    /** The import has read every closed deal up to this instant. Null before its first run. */
    as_of: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ActiveTradersReport' });
export type TActiveTradersReply = z.infer<typeof ZActiveTradersReply>;

export const ZBalanceReportQuery = z.object({
  ...ZPageQuery.shape,
  ...filters,
  currency: list(ZCurrency).optional(),
  /** Only accounts whose margin level is under the margin-call level (MARGIN_CALL_LEVEL_PERCENT). */
  margin_call: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type TBalanceReportQuery = z.input<typeof ZBalanceReportQuery>;

const accountFigures = {
  balance: z.string(),
  credit: z.string(),
  equity: z.string(),
  margin: z.string(),
  free_margin: z.string(),
};

export const ZBalanceAccount = z
  .object({
    _id: z.string(),
    login_id: z.string(),
    platform: z.enum(PLATFORMS),
    currency: z.string(),
    user: z.object({ _id: z.string(), first_name: z.string(), last_name: z.string() }),
    country: z.string(),
    ...accountFigures,
    /** Equity over margin in percent with two decimals; null with no margin used. */
    margin_level: z.string().nullable(),
    margin_call: z.boolean(),
  })
  .meta({ id: 'BalanceAccount' });
export type TBalanceAccount = z.infer<typeof ZBalanceAccount>;

export const ZBalanceTotal = z.object({
  platform: z.enum(PLATFORMS),
  currency: z.string(),
  accounts: z.number().int(),
  ...accountFigures,
  balance_usd: z.string(),
  credit_usd: z.string(),
  equity_usd: z.string(),
  margin_usd: z.string(),
  free_margin_usd: z.string(),
});
export type TBalanceTotal = z.infer<typeof ZBalanceTotal>;

export const ZBalanceReportReply = pageOf(ZBalanceAccount)
  .extend({
    totals: z.array(ZBalanceTotal),
    margin_call_level_percent: z.number(),
    /** The reporting day whose rate converts the USD totals. */
    rate_day: ZDay,
    /**
     * When the accounts with open positions were priced (their equity, margin and margin call):
     * the reading the server shares between requests, at most about a price tick old.
     */
    pricedAt: z.iso.datetime(),
  })
  .meta({ id: 'BalanceReport' });
export type TBalanceReportReply = z.infer<typeof ZBalanceReportReply>;

export const ZBalanceTrendQuery = z
  .object({ ...filters, currency: list(ZCurrency).optional(), from: ZDay, to: ZDay })
  .refine((q) => q.from <= q.to, { message: 'from is after to', path: ['from'] });
export type TBalanceTrendQuery = z.input<typeof ZBalanceTrendQuery>;

export const ZBalanceTrendReply = z
  .object({
    days: z.array(
      z.object({
        day: ZDay,
        balance_usd: z.string(),
        credit_usd: z.string(),
        equity_usd: z.string(),
        margin_usd: z.string(),
        accounts: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'BalanceTrend' });
export type TBalanceTrendReply = z.infer<typeof ZBalanceTrendReply>;
