import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands, clients, staff } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What every marketing e-mail of a brand carries: its sender and its CFD risk warning (the
 * regulator's wording differs per brand's licence). Seeded for the two brands by the migration.
 */
export const brandMailSettings = pgTable('brand_mail_settings', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id),
  fromAddress: text('from_address').notNull(),
});

/**
 * A client's marketing consent: given or not, when and how it was last changed, and whether the
 * client unsubscribed through a link (which no staff change silently undoes: see set-consent.ts).
 * No row means never asked, which counts as no consent.
 */
export const clientMarketingConsent = pgTable(
  'client_marketing_consent',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    consented: boolean('consented').notNull(),
    source: text('source').notNull(),
    changedAt: at('changed_at').notNull(),
    changedBy: uuid('changed_by').references(() => staff.id),
    unsubscribedAt: at('unsubscribed_at'),
  },
  (t) => [index('client_marketing_consent_brand_idx').on(t.brandId, t.consented)],
);

/**
 * The first and latest price and the day's high and low of every instrument, per reporting day,
 * sampled from the simulated feed (the feed keeps only the current price); the daily analysis is
 * drafted from these.
 */
export const instrumentDailyRanges = pgTable(
  'instrument_daily_ranges',
  {
    day: date('day', { mode: 'string' }).notNull(),
    instrumentId: integer('instrument_id').notNull(),
    open: bigint('open', { mode: 'number' }).notNull(),
    high: bigint('high', { mode: 'number' }).notNull(),
    low: bigint('low', { mode: 'number' }).notNull(),
    last: bigint('last', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.instrumentId] })],
);

/** One daily market analysis e-mail per brand and day: drafted by the job, edited, then sent once. */
export const dailyAnalyses = pgTable(
  'daily_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    /** The reporting day the draft was made for. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The market day its figures cover. */
    marketDay: date('market_day', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('draft'),
    subject: text('subject').notNull(),
    /** Sanitised HTML of the body, without the footer (risk warning, unsubscribe) added at sending. */
    html: text('html').notNull(),
    createdAt: at('created_at').notNull(),
    editedAt: at('edited_at'),
    editedBy: uuid('edited_by').references(() => staff.id),
    sentAt: at('sent_at'),
    sentBy: uuid('sent_by').references(() => staff.id),
    audience: text('audience'),
  },
  (t) => [
    uniqueIndex('daily_analyses_brand_day_key').on(t.brandId, t.day),
    check('daily_analyses_status_check', sql`${t.status} in ('draft', 'sending', 'sent')`),
  ],
);

/** The send log: one row per recipient of a mailing, with its outcome. */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    /** What was sent: `daily_analysis` and its id. */
    mailingKind: text('mailing_kind').notNull(),
    mailingId: uuid('mailing_id').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    toAddress: text('to_address').notNull(),
    status: text('status').notNull().default('queued'),
    /** `smtp` or `outbox`: where the message went. */
    transport: text('transport'),
    messageId: text('message_id'),
    error: text('error'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('mail_deliveries_mailing_client_key').on(t.mailingKind, t.mailingId, t.clientId),
    index('mail_deliveries_brand_created_idx').on(t.brandId, t.createdAt),
    check('mail_deliveries_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/** With `SMTP_URL` unset, messages land here whole instead of leaving the building; the console shows them. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').notNull().default(sql`'{}'::jsonb`),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('mail_outbox_brand_created_idx').on(t.brandId, t.createdAt)],
);

/**
 * Who is sending a mailing (`daily_analysis`, `client_message`) right now: the sender refreshes
 * `claimed_at` after every batch, so a claim left stale by a crashed instance is taken over by the
 * `resume-mailings` function (an atomic conditional update: one instance resumes it, never two).
 */
export const mailingClaims = pgTable(
  'mailing_claims',
  {
    mailingKind: text('mailing_kind').notNull(),
    mailingId: uuid('mailing_id').notNull(),
    claimedAt: at('claimed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mailingKind, t.mailingId] })],
);
