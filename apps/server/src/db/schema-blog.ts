import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands, staff } from './schema.ts';

/**
 * The brand's blog articles (`/internals/blog`, served by `/api/rss/articles`). The Markdown is kept
 * as written and its HTML as rendered and sanitised when saved, so the feed serves stored, already
 * safe HTML. Never deleted: archiving takes an article out of the feed and the list.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** draft, scheduled, published or archived; a scheduled one is public once `publish_at` has passed. */
    status: text('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    /** Drafted by the server from market data, not by a person (the page says so). */
    generated: boolean('generated').notNull().default(false),
    coverKey: text('cover_key'),
    coverMime: text('cover_mime'),
    coverSize: integer('cover_size'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The slug is the article's address on the brand's site in its language: one article per address.
    uniqueIndex('articles_brand_language_slug_key').on(t.brandId, t.language, t.slug),
    index('articles_brand_status_publish_idx').on(t.brandId, t.status, t.publishAt),
    check('articles_status_check', sql`${t.status} in ('draft', 'scheduled', 'published', 'archived')`),
    // Scheduled and published articles know when they go public; drafts do not.
    check(
      'articles_publish_at_check',
      sql`(${t.status} in ('scheduled', 'published')) = (${t.publishAt} is not null) or ${t.status} = 'archived'`,
    ),
    check('articles_cover_check', sql`(${t.coverKey} is null) = (${t.coverMime} is null)`),
  ],
);
