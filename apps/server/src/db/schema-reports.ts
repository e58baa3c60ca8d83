import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Currencies the brokerage holds (spec point 3 "Currency entry", point 9 digits). The database keeps
 * the digits too because it converts amounts to USD itself; a test holds this table equal to the
 * contracts' `CURRENCIES`.
 */
export const currencies = pgTable(
  'currencies',
  {
    code: text('code').primaryKey(),
    digits: integer('digits').notNull(),
  },
  (t) => [check('currencies_digits_check', sql`${t.digits} between 0 and 18`)],
);

/** Daily exchange rates: USD for one major unit of `currency` on `day`, from the rate source. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    day: date('day', { mode: 'string' }).notNull(),
    usdPerUnit: numeric('usd_per_unit', { precision: 30, scale: 12 }).notNull(),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.day] }), check('exchange_rates_positive', sql`${t.usdPerUnit} > 0`)],
);

/** One row: the brokerage's reporting time zone, which decides the day every fact counts on. */
export const reportingSettings = pgTable(
  'reporting_settings',
  {
    id: integer('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull().default('UTC'),
  },
  (t) => [check('reporting_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * Money facts per reporting day: every transaction on a live account, summed by what the reports
 * filter and group on. Kept by triggers in the transaction that writes the money (migration 0019).
 * Amounts in the currency's minor units and in USD cents at each transaction's own rate.
 */
export const moneyDailyFacts = pgTable(
  'money_daily_facts',
  {
    brandId: text('brand_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    salesAgentId: uuid('sales_agent_id'),
    platform: text('platform').notNull(),
    currency: text('currency').notNull(),
    type: text('type').notNull(),
    method: text('method'),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    usd: bigint('usd', { mode: 'number' }).notNull(),
    refunded: bigint('refunded', { mode: 'number' }).notNull(),
    refundedUsd: bigint('refunded_usd', { mode: 'number' }).notNull(),
    reversed: bigint('reversed', { mode: 'number' }).notNull(),
    reversedUsd: bigint('reversed_usd', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('money_daily_facts_key')
      .on(t.brandId, t.day, t.country, t.salesAgentId, t.platform, t.currency, t.type, t.method, t.status)
      .nullsNotDistinct(),
  ],
);

/**
 * Client facts per registration day (the cohort): registrations, verified, first-time depositors
 * and what the cohort has deposited, by country, sales agent and UTM. Kept by a trigger on clients.
 */
export const clientDailyFacts = pgTable(
  'client_daily_facts',
  {
    brandId: text('brand_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    salesAgentId: uuid('sales_agent_id'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    registered: bigint('registered', { mode: 'number' }).notNull(),
    verified: bigint('verified', { mode: 'number' }).notNull(),
    ftdClients: bigint('ftd_clients', { mode: 'number' }).notNull(),
    ftdUsd: bigint('ftd_usd', { mode: 'number' }).notNull(),
    depositsUsd: bigint('deposits_usd', { mode: 'number' }).notNull(),
    netDepositsUsd: bigint('net_deposits_usd', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('client_daily_facts_key')
      .on(t.brandId, t.day, t.country, t.salesAgentId, t.utmSource, t.utmMedium, t.utmCampaign)
      .nullsNotDistinct(),
  ],
);

/** First-time deposits per FTD day, with the days from registration they took. Kept by a trigger on clients. */
export const ftdDailyFacts = pgTable(
  'ftd_daily_facts',
  {
    brandId: text('brand_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    salesAgentId: uuid('sales_agent_id'),
    utmSource: text('utm_source'),
    n: bigint('n', { mode: 'number' }).notNull(),
    usd: bigint('usd', { mode: 'number' }).notNull(),
    daysToFtd: bigint('days_to_ftd', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('ftd_daily_facts_key').on(t.brandId, t.day, t.country, t.salesAgentId, t.utmSource).nullsNotDistinct(),
  ],
);

/** The measures every money rollup carries: the money facts' own, summed. */
const moneyMeasures = () => ({
  n: bigint('n', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  usd: bigint('usd', { mode: 'number' }).notNull(),
  refunded: bigint('refunded', { mode: 'number' }).notNull(),
  refundedUsd: bigint('refunded_usd', { mode: 'number' }).notNull(),
  reversed: bigint('reversed', { mode: 'number' }).notNull(),
  reversedUsd: bigint('reversed_usd', { mode: 'number' }).notNull(),
});

/**
 * The money facts without the country, sales agent and platform (migration 0022): what a report
 * reads when neither its filters nor the caller's whitelist name one of those. Kept from the money
 * facts by their triggers, so it is always their exact sum.
 */
export const moneyDailyTotals = pgTable(
  'money_daily_totals',
  {
    brandId: text('brand_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    type: text('type').notNull(),
    method: text('method'),
    status: text('status').notNull(),
    ...moneyMeasures(),
  },
  (t) => [
    unique('money_daily_totals_key').on(t.brandId, t.day, t.currency, t.type, t.method, t.status).nullsNotDistinct(),
  ],
);

/**
 * Money per brand, day, type and status in USD only (migration 0022): the daily transactions chart
 * and the dashboard's money, which read no currency or method, a few dozen rows a day.
 */
export const moneyDailyKinds = pgTable(
  'money_daily_kinds',
  {
    brandId: text('brand_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    usd: bigint('usd', { mode: 'number' }).notNull(),
    refundedUsd: bigint('refunded_usd', { mode: 'number' }).notNull(),
    reversedUsd: bigint('reversed_usd', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.day, t.type, t.status] })],
);

/** The same per calendar month (`month` is its first day): full-range reports grouped by month. */
export const moneyMonthlyTotals = pgTable(
  'money_monthly_totals',
  {
    brandId: text('brand_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    type: text('type').notNull(),
    method: text('method'),
    status: text('status').notNull(),
    ...moneyMeasures(),
  },
  (t) => [
    unique('money_monthly_totals_key')
      .on(t.brandId, t.month, t.currency, t.type, t.method, t.status)
      .nullsNotDistinct(),
  ],
);

/**
 * The money facts per brand, month, country and sales agent, by type and status, in USD: what the
 * sales leaderboard sums for the whole months of its range (the daily facts answer the days around
 * them). The daily facts keep platform, currency and method too, so an agent's eighteen months were
 * many thousand rows (docs/PERFORMANCE.md). Country stays, for the whitelist. Kept from the money
 * facts by their triggers, in the same transaction, like the other rollups.
 */
export const moneyMonthlyAgents = pgTable(
  'money_monthly_agents',
  {
    brandId: text('brand_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    salesAgentId: uuid('sales_agent_id'),
    type: text('type').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    usd: bigint('usd', { mode: 'number' }).notNull(),
    refundedUsd: bigint('refunded_usd', { mode: 'number' }).notNull(),
    reversedUsd: bigint('reversed_usd', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('money_monthly_agents_key')
      .on(t.brandId, t.month, t.country, t.salesAgentId, t.type, t.status)
      .nullsNotDistinct(),
  ],
);

/**
 * The client facts per brand, registration day and country only (migration 0022): registrations
 * and cohorts for reports with no sales-agent or UTM dimension; the country stays, so the
 * whitelist and a country filter can still read it.
 */
export const clientDailyTotals = pgTable(
  'client_daily_totals',
  {
    brandId: text('brand_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    registered: bigint('registered', { mode: 'number' }).notNull(),
    verified: bigint('verified', { mode: 'number' }).notNull(),
    ftdClients: bigint('ftd_clients', { mode: 'number' }).notNull(),
    ftdUsd: bigint('ftd_usd', { mode: 'number' }).notNull(),
    depositsUsd: bigint('deposits_usd', { mode: 'number' }).notNull(),
    netDepositsUsd: bigint('net_deposits_usd', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.day, t.country] })],
);

/**
 * The client facts per calendar month of registration (`month` is its first day), every dimension
 * kept (migration 0022): whole months of the UTM and campaign reports, whatever their filters.
 */
export const clientMonthlyFacts = pgTable(
  'client_monthly_facts',
  {
    brandId: text('brand_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    salesAgentId: uuid('sales_agent_id'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    registered: bigint('registered', { mode: 'number' }).notNull(),
    verified: bigint('verified', { mode: 'number' }).notNull(),
    ftdClients: bigint('ftd_clients', { mode: 'number' }).notNull(),
    ftdUsd: bigint('ftd_usd', { mode: 'number' }).notNull(),
    depositsUsd: bigint('deposits_usd', { mode: 'number' }).notNull(),
    netDepositsUsd: bigint('net_deposits_usd', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('client_monthly_facts_key')
      .on(t.brandId, t.month, t.country, t.salesAgentId, t.utmSource, t.utmMedium, t.utmCampaign)
      .nullsNotDistinct(),
  ],
);

/** First-time deposits per calendar month of the first deposit, every dimension kept (migration 0022). */
export const ftdMonthlyFacts = pgTable(
  'ftd_monthly_facts',
  {
    brandId: text('brand_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    salesAgentId: uuid('sales_agent_id'),
    utmSource: text('utm_source'),
    n: bigint('n', { mode: 'number' }).notNull(),
    usd: bigint('usd', { mode: 'number' }).notNull(),
    daysToFtd: bigint('days_to_ftd', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('ftd_monthly_facts_key').on(t.brandId, t.month, t.country, t.salesAgentId, t.utmSource).nullsNotDistinct(),
  ],
);

/**
 * Registrations per reporting day, country and device (the tools' analytics: devices over time),
 * kept by triggers on clients like the client facts (migration 0023). The country keeps the
 * whitelist exact; the device is the client's current one (a client who moves to another device
 * moves with it, as the devices chart of the dashboard counts).
 */
export const clientDeviceDailyFacts = pgTable(
  'client_device_daily_facts',
  {
    brandId: text('brand_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    deviceType: text('device_type'),
    registered: bigint('registered', { mode: 'number' }).notNull(),
  },
  (t) => [unique('client_device_daily_facts_key').on(t.brandId, t.day, t.country, t.deviceType).nullsNotDistinct()],
);
