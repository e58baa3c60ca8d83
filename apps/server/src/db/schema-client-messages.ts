import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands, clients, staff } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One send of a short message (push, SMS or e-mail) to one client or one segment; its counts are filled as it goes out. */
export const clientMessages = pgTable(
  'client_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    channel: text('channel').notNull(),
    clientId: uuid('client_id').references(() => clients.id),
    /** The segment as it was chosen (its members are read at sending; a later delete keeps the log). */
    segmentId: uuid('segment_id'),
    /** The target's label at sending: the client's name and readable id, or the segment's name. */
    targetLabel: text('target_label').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    recipients: integer('recipients').notNull(),
    sent: integer('sent').notNull().default(0),
    skipped: integer('skipped').notNull(),
    failed: integer('failed').notNull().default(0),
    sentBy: uuid('sent_by')
      .notNull()
      .references(() => staff.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('client_messages_brand_channel_created_idx').on(t.brandId, t.channel, t.createdAt),
    check('client_messages_channel_check', sql`${t.channel} in ('push', 'sms', 'email')`),
    check('client_messages_target_check', sql`(${t.clientId} is null) <> (${t.segmentId} is null)`),
  ],
);

/** The send log: one row per client the target reached, with its outcome (`queued` until it went out). */
export const clientMessageDeliveries = pgTable(
  'client_message_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => clientMessages.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    /** The phone number, e-mail address or (push) the client id the message went to; null when there was none. */
    address: text('address'),
    outcome: text('outcome').notNull(),
    /** The port's reference for what it sent. */
    transportRef: text('transport_ref'),
    error: text('error'),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('client_message_deliveries_message_idx').on(t.messageId, t.id),
    check(
      'client_message_deliveries_outcome_check',
      sql`${t.outcome} in ('queued', 'sent', 'skipped_no_consent', 'skipped_no_address', 'failed')`,
    ),
  ],
);

/**
 * What the simulated push and SMS adapters "sent": kept whole here instead of reaching a phone, so
 * the console can show it (like `mail_outbox` for e-mail).
 */
export const simulatedChannelOutbox = pgTable(
  'simulated_channel_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    channel: text('channel').notNull(),
    /** The phone number (SMS) or the client id (push). */
    toAddress: text('to_address').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('simulated_channel_outbox_brand_created_idx').on(t.brandId, t.createdAt),
    check('simulated_channel_outbox_channel_check', sql`${t.channel} in ('push', 'sms')`),
  ],
);
