import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Closed deals imported from the trading platforms, summed per brand, reporting day, account and
 * instrument (the account names the client and the platform). Kept by the trading import job
 * (modules/trading-reports), never by hand. Lots are hundredths; money is USD cents: the notional
 * at the deal's price, the realised P/L (profit, swap and commission) at the day's rate.
 */
export const tradingDailyFacts = pgTable(
  'trading_daily_facts',
  {
    brandId: text('brand_id').notNull(),
    day: date('day').notNull(),
    clientId: uuid('client_id').notNull(),
    tradingAccountId: uuid('trading_account_id').notNull(),
    platform: text('platform').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    deals: integer('deals').notNull(),
    lots: bigint('lots', { mode: 'number' }).notNull(),
    notionalUsd: bigint('notional_usd', { mode: 'number' }).notNull(),
    pnlUsd: bigint('pnl_usd', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.day, t.tradingAccountId, t.instrumentId] }),
    index('trading_daily_facts_client_idx').on(t.brandId, t.clientId, t.day),
  ],
);

/**
 * Where each import stopped: the last platform deal id read. One row per source (an adapter); a run
 * locks its row with SKIP LOCKED, so of several servers one imports and the others pass.
 */
export const tradingImportCursors = pgTable('trading_import_cursors', {
  source: text('source').primaryKey(),
  lastDealId: bigint('last_deal_id', { mode: 'number' }).notNull().default(0),
  /** Every deal before this instant has been imported. */
  asOf: timestamp('as_of', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
});

/**
 * The balance report's totals once per reporting day (the first run of the snapshot job that day),
 * by brand, platform, currency and the client's country (so a country whitelist applies to the
 * trend). Amounts in the currency's minor units and in USD cents at that day's rate.
 */
export const balanceDailySnapshots = pgTable(
  'balance_daily_snapshots',
  {
    brandId: text('brand_id').notNull(),
    day: date('day').notNull(),
    platform: text('platform').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    accounts: integer('accounts').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    credit: bigint('credit', { mode: 'number' }).notNull(),
    equity: bigint('equity', { mode: 'number' }).notNull(),
    margin: bigint('margin', { mode: 'number' }).notNull(),
    balanceUsd: bigint('balance_usd', { mode: 'number' }).notNull(),
    creditUsd: bigint('credit_usd', { mode: 'number' }).notNull(),
    equityUsd: bigint('equity_usd', { mode: 'number' }).notNull(),
    marginUsd: bigint('margin_usd', { mode: 'number' }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.day, t.platform, t.currency, t.country] })],
);

/**
 * The client books of the accounts summed by brand, environment, platform, currency and the
 * client's country (migration 0046): how many open accounts and their balance and credit in the
 * currency's minor units. Open means the account and its client are not deleted. Kept by row
 * triggers on the books, the accounts and the clients in the transaction that changes them, so the
 * balance report's totals read a few rows instead of every account in scope; the country stays for
 * the whitelist and the country filter. Checked against the postings by `reports:verify`.
 * Each key is split in buckets of the account (`account_book_totals_bucket(account_id)`, migration
 * 0048) so concurrent postings on accounts of one key do not all queue on one row; readers sum
 * over the buckets.
 */
export const accountBookTotals = pgTable(
  'account_book_totals',
  {
    brandId: text('brand_id').notNull(),
    environment: text('environment').notNull(),
    platform: text('platform').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    bucket: smallint('bucket').notNull(),
    accounts: bigint('accounts', { mode: 'number' }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    credit: bigint('credit', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.environment, t.platform, t.currency, t.country, t.bucket] })],
);
