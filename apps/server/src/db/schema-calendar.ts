import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands, clients, staff } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Spec point 3's calendar events, per brand. An event belongs to the staff member who planned it
 * (`owner_id`); with a `client_id` it is a follow-up of that client (spec point 7's `user_id`).
 * Completed is a time, not a flag, so the log and the console can say when (spec point 4).
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => staff.id),
    clientId: uuid('client_id').references(() => clients.id),
    title: text('title').notNull(),
    eventType: text('event_type').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    completedAt: at('completed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_owner_idx').on(t.brandId, t.ownerId, t.startsAt),
    index('calendar_events_client_idx').on(t.clientId, t.startsAt),
    check('calendar_events_order_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('calendar_events_type_check', sql`${t.eventType} in ('call','meeting','follow-up','kyc-expiry','task')`),
    check('calendar_events_title_check', sql`length(${t.title}) between 1 and 200`),
  ],
);
