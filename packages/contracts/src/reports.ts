import { z } from 'zod';
import { ZCountryCode } from './countries.ts';
import { CURRENCY_CODES } from './currencies.ts';
import { GROUP_BYS } from './report-periods.ts';
import { PAYMENT_METHODS } from './requests.ts';
import { ZSalesAgentList } from './transactions.ts';

/**
 * The reports (issue #15): every figure is read from the daily facts (migration 0019), counted on
 * the reporting day, in USD. Money travels as decimal strings computed from integer cents, counts
 * as integers, rates as decimal strings with RATE_PLACES places (null when nothing was decided).
 */
export const REPORT_GROUPS = GROUP_BYS;
export const REPORT_PLATFORMS = ['ctrader', 'mt4', 'mt5'] as const;
/** Crypto deposits carry the method `crypto`; the others are the request payment methods. */
export const REPORT_METHODS = [...PAYMENT_METHODS, 'crypto'] as const;
export const RATE_PLACES = 4;
/** Enough for eighteen months of history and a comparison year, small enough to stay fast. */
export const MAX_REPORT_DAYS = 800;

const csvOf = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(item).min(1));

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

const ZRange = z.object({
  /** Inclusive reporting days. */
  from: z.iso.date(),
  to: z.iso.date(),
  brand: z.string().optional(),
});

const rangeRule = <T extends { from: string; to: string }>(q: T, ctx: z.RefinementCtx) => {
  const days = dayNumber(q.to) - dayNumber(q.from);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: '`to` must be on or after `from`' });
  else if (days + 1 > MAX_REPORT_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${MAX_REPORT_DAYS} days` });
};

/** A range of reporting days and nothing else (the sales leaderboard). */
export const ZReportRangeQuery = ZRange.strict().superRefine(rangeRule);

const ZDimensions = z.object({
  group_by: z.enum(REPORT_GROUPS).default('day'),
  country: csvOf(ZCountryCode).optional(),
  /** Agents' ids, `none` for the clients without one (the reports' unassigned group). */
  sales_agent: ZSalesAgentList.optional(),
});

/** The report query of the money reports: range, grouping and every filter. */
export const ZReportQuery = ZRange.extend({
  ...ZDimensions.shape,
  platform: csvOf(z.enum(REPORT_PLATFORMS)).optional(),
  currency: csvOf(z.enum(CURRENCY_CODES)).optional(),
}).superRefine(rangeRule);
export type TReportQuery = z.infer<typeof ZReportQuery>;

/**
 * The client reports (first-time deposits, UTMs, campaigns) count clients, who have no platform
 * nor currency: the query has no such filters (a filter that would be ignored is refused).
 */
export const ZClientReportQuery = ZRange.extend(ZDimensions.shape).strict().superRefine(rangeRule);
export type TClientReportQuery = z.infer<typeof ZClientReportQuery>;

/** A client's UTM source as the reports group it; `NO_UTM_SOURCE` (`(none)`) is the clients without one. */
export const ZUtmSourceFilter = z.string().trim().min(1).max(200);

/**
 * The first-time deposit report's query: the client report's, and one UTM source (the issue lists
 * UTM source among its dimensions), which its list of first deposits takes too.
 */
export const ZFtdReportQuery = ZRange.extend({ ...ZDimensions.shape, utm_source: ZUtmSourceFilter.optional() })
  .strict()
  .superRefine(rangeRule);
export type TFtdReportQuery = z.infer<typeof ZFtdReportQuery>;

export const ZUtmReportQuery = ZRange.extend({
  ...ZDimensions.shape,
  /** Drill-down: the mediums and campaigns of this source. */
  utm_source: z.string().min(1).max(200).optional(),
})
  .strict()
  .superRefine(rangeRule);
export type TUtmReportQuery = z.infer<typeof ZUtmReportQuery>;

/** A range (demographics charts); `group_by` for registrations over time. */
export const ZDemographicsRangeQuery = ZRange.extend({
  group_by: z.enum(REPORT_GROUPS).default('day'),
}).superRefine(rangeRule);
export type TDemographicsRangeQuery = z.infer<typeof ZDemographicsRangeQuery>;

const usd = z.string().regex(/^-?\d+\.\d{2}$/);
const rate = z.string().nullable();
const count = z.number().int();

const ZReportHead = z.object({
  currency: z.literal('USD'),
  from: z.iso.date(),
  to: z.iso.date(),
  group_by: z.enum(REPORT_GROUPS),
});

export const ZFinanceFigures = z.object({
  deposits_count: count,
  deposits_usd: usd,
  withdrawals_count: count,
  withdrawals_usd: usd,
  net_deposits_usd: usd,
  refunds_count: count,
  refunds_usd: usd,
  chargebacks_count: count,
  chargebacks_usd: usd,
  duplicates_count: count,
  duplicates_usd: usd,
  balance_in_count: count,
  balance_in_usd: usd,
  balance_out_count: count,
  balance_out_usd: usd,
  credit_in_count: count,
  credit_out_count: count,
  credit_in_usd: usd,
  credit_out_usd: usd,
  deposits_decided: count,
  deposits_settled: count,
  withdrawals_decided: count,
  deposit_approval_rate: rate,
  withdrawal_approval_rate: rate,
});
export type TFinanceFigures = z.infer<typeof ZFinanceFigures>;

export const ZFinanceReport = ZReportHead.extend({
  rows: z.array(ZFinanceFigures.extend({ period: z.iso.date() })),
  totals: ZFinanceFigures,
  by_method: z.array(
    z.object({
      method: z.enum(REPORT_METHODS),
      deposits_count: count,
      deposits_usd: usd,
      withdrawals_count: count,
      withdrawals_usd: usd,
    }),
  ),
  by_currency: z.array(
    z.object({
      currency: z.enum(CURRENCY_CODES),
      deposits_count: count,
      deposits_amount: z.string(),
      deposits_usd: usd,
      withdrawals_count: count,
      withdrawals_amount: z.string(),
      withdrawals_usd: usd,
    }),
  ),
}).meta({ id: 'FinanceReport' });
export type TFinanceReport = z.infer<typeof ZFinanceReport>;

const ZFtdFigures = z.object({ ftd_count: count, ftd_usd: usd });
export const ZFtdReport = ZReportHead.extend({
  rows: z.array(ZFtdFigures.extend({ period: z.iso.date() })),
  totals: ZFtdFigures,
  by_country: z.array(ZFtdFigures.extend({ country: z.string() })),
  by_sales_agent: z.array(ZFtdFigures.extend({ sales_agent_id: z.string().nullable(), name: z.string().nullable() })),
  by_utm_source: z.array(ZFtdFigures.extend({ utm_source: z.string().nullable() })),
  /** Clients registered in the range who have deposited since, over those registered. */
  conversion: z.object({ basis: z.literal('registration_cohort'), registrations: count, ftd_clients: count, rate }),
  /** Days from registration to the first deposit, over the first deposits in the range. */
  average_days_to_ftd: z.string().nullable(),
}).meta({ id: 'FtdReport' });
export type TFtdReport = z.infer<typeof ZFtdReport>;

export const ZCohortFigures = z.object({
  registrations: count,
  verified: count,
  ftd_clients: count,
  conversion_rate: rate,
  deposits_usd: usd,
  net_deposits_usd: usd,
});
export type TCohortFigures = z.infer<typeof ZCohortFigures>;

export const ZUtmReport = z
  .object({
    currency: z.literal('USD'),
    from: z.iso.date(),
    to: z.iso.date(),
    /** Clients registered in the range, with what they have deposited since. */
    basis: z.literal('registration_cohort'),
    level: z.enum(['source', 'campaign']),
    rows: z.array(
      ZCohortFigures.extend({
        utm_source: z.string().nullable(),
        utm_medium: z.string().nullable(),
        utm_campaign: z.string().nullable(),
      }),
    ),
    totals: ZCohortFigures,
  })
  .meta({ id: 'UtmReport' });
export type TUtmReport = z.infer<typeof ZUtmReport>;

export const ZCampaignReport = ZReportHead.extend({
  basis: z.literal('registration_cohort'),
  rows: z.array(ZCohortFigures.extend({ period: z.iso.date(), utm_campaign: z.string().nullable() })),
  totals: ZCohortFigures,
}).meta({ id: 'CampaignReport' });
export type TCampaignReport = z.infer<typeof ZCampaignReport>;

const ZKpiCount = z.object({ today: count, yesterday: count, month: count, previous_month: count });
const ZKpiMoney = z.object({ today: usd, yesterday: usd, month: usd, previous_month: usd });
export const ZKpis = z
  .object({
    currency: z.literal('USD'),
    today: z.iso.date(),
    yesterday: z.iso.date(),
    month: z.object({ from: z.iso.date(), to: z.iso.date() }),
    previous_month: z.object({ from: z.iso.date(), to: z.iso.date() }),
    /** Each figure only for a caller who may see its data. */
    new_clients: ZKpiCount.optional(),
    verified: ZKpiCount.optional(),
    ftd_count: ZKpiCount.optional(),
    ftd_usd: ZKpiMoney.optional(),
    deposits_usd: ZKpiMoney.optional(),
    withdrawals_usd: ZKpiMoney.optional(),
    net_deposits_usd: ZKpiMoney.optional(),
  })
  .meta({ id: 'Kpis' });
export type TKpis = z.infer<typeof ZKpis>;

export const ZUsersPerKey = z.object({ rows: z.array(z.object({ key: z.string().nullable(), count })), total: count });
export type TUsersPerKey = z.infer<typeof ZUsersPerKey>;

export const ZUsersPerTimeframe = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  group_by: z.enum(REPORT_GROUPS),
  rows: z.array(z.object({ period: z.iso.date(), registrations: count })),
  total: count,
});
export type TUsersPerTimeframe = z.infer<typeof ZUsersPerTimeframe>;

export const ZDailyTransactions = z.object({
  currency: z.literal('USD'),
  from: z.iso.date(),
  to: z.iso.date(),
  rows: z.array(z.object({ period: z.iso.date(), type: z.string(), count, usd })),
});
export type TDailyTransactions = z.infer<typeof ZDailyTransactions>;
