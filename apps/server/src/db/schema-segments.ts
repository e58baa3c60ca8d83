import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands, staff } from './schema.ts';

/**
 * Client segments (issue #17): a named, saved view of the clients list, per brand, shared by the
 * brand's staff. `filters` is the clients list's `filters` text (spec point 5's grammar, the same
 * the list reads from its URL), so a segment's members are, by construction, the rows the list
 * shows with those filters. Soft-deleted with a reason: ribbons and sends name segments.
 */
export const clientSegments = pgTable(
  'client_segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    filters: text('filters').notNull(),
    createdBy: uuid('created_by').references(() => staff.id),
    updatedBy: uuid('updated_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: uuid('deleted_by').references(() => staff.id),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    // Two live segments of a brand never share a name (case aside): staff pick them by name.
    uniqueIndex('client_segments_brand_name_key')
      .on(t.brandId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    index('client_segments_brand_updated_idx').on(t.brandId, t.updatedAt),
    check('client_segments_deletion_check', sql`(${t.deletedAt} is null) = (${t.deleteReason} is null)`),
  ],
);

/**
 * A segment's size over time: how many clients of its brand matched its filters on a day, per
 * client country, counted by the daily job (today's figure is also counted on demand). Kept per
 * country so a viewer with a country whitelist sees the size over time of only the clients they may
 * see (the sum over their countries), as everywhere else clients are counted. A day counted with
 * no client in the segment keeps one row of country '' and 0 clients, so "counted: none" differs
 * from "not counted" (a day the server was down).
 */
export const clientSegmentDailyCounts = pgTable(
  'client_segment_daily_counts',
  {
    segmentId: uuid('segment_id')
      .notNull()
      .references(() => clientSegments.id),
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    clients: integer('clients').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.segmentId, t.day, t.country] }),
    check('client_segment_daily_counts_clients_check', sql`${t.clients} >= 0`),
  ],
);
