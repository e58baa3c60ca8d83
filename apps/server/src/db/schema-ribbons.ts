import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands, clients, staff } from './schema.ts';
import { clientSegments } from './schema-segments.ts';

export type RibbonTextRow = { language: string; text: string; cta_label?: string | undefined };

/**
 * App ribbons (issue #17): a message bar of the client app, for one client or one segment of a brand,
 * shown between `starts_at` and `ends_at` while active. A promotional ribbon is shown only once a
 * second staff member approved it (`approved_by`), never its creator nor its last editor; an edit of
 * a promotional ribbon clears the approval (the new words need their own second pair of eyes).
 */
export const ribbons = pgTable(
  'ribbons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    texts: jsonb('texts').$type<RibbonTextRow[]>().notNull(),
    linkUrl: text('link_url'),
    style: text('style').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    clientId: uuid('client_id').references(() => clients.id),
    segmentId: uuid('segment_id').references(() => clientSegments.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    approvedBy: uuid('approved_by').references(() => staff.id),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('ribbons_brand_client_idx').on(t.brandId, t.clientId),
    index('ribbons_brand_segment_idx').on(t.brandId, t.segmentId),
    index('ribbons_brand_ends_idx').on(t.brandId, t.endsAt),
    check('ribbons_style_check', sql`${t.style} in ('info','success','warning','danger','promo')`),
    check('ribbons_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('ribbons_link_check', sql`${t.linkUrl} is null or ${t.linkUrl} like 'https://%'`),
    check('ribbons_target_check', sql`num_nonnulls(${t.clientId}, ${t.segmentId}) = 1`),
    check('ribbons_approved_check', sql`(${t.approvedBy} is null) = (${t.approvedAt} is null)`),
    // Four eyes: whoever wrote a ribbon never approves it.
    check(
      'ribbons_second_person_check',
      sql`${t.approvedBy} is null or (${t.approvedBy} <> ${t.createdBy} and ${t.approvedBy} <> ${t.updatedBy})`,
    ),
  ],
);

/**
 * Each brand's CFD risk warning (the regulator's wording), carried by every promotional ribbon of the
 * brand. Product configuration: the migration inserts one per brand.
 */
export const brandRiskWarnings = pgTable('brand_risk_warnings', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id),
  cfdRiskWarning: text('cfd_risk_warning').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
