import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands, staff } from './schema.ts';

/**
 * Marketing links made with the UTM builder (`/tools`): the brand's landing page with its UTM
 * parameters, kept so marketing reuses one spelling per campaign (the UTM report groups by the exact
 * strings). Archived, never deleted: who made which link stays on record.
 */
export const utmLinks = pgTable(
  'utm_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    /** The path on the brand's landing site ('/' for the landing page itself). */
    path: text('path').notNull(),
    utmSource: text('utm_source').notNull(),
    utmMedium: text('utm_medium').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    /** The whole link as built when it was made (a later change of the landing URL leaves it as given out). */
    url: text('url').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    archivedBy: uuid('archived_by').references(() => staff.id),
  },
  (t) => [
    // One live link per URL and brand: the builder finds the existing one instead of a twin.
    uniqueIndex('utm_links_brand_url_key').on(t.brandId, t.url).where(sql`${t.archivedAt} is null`),
    index('utm_links_brand_created_idx').on(t.brandId, t.createdAt, t.id),
    check('utm_links_archive_check', sql`(${t.archivedAt} is null) = (${t.archivedBy} is null)`),
  ],
);
