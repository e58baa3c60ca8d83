import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './schema.ts';

/**
 * The translation tool's working copy (`/internals/translation-tool`): one text per message key and
 * language, with the hash of the English text it was translated from, so a key whose English has
 * changed since shows as outdated. Publishing copies every draft into a new publication.
 */
export const translationDrafts = pgTable(
  'translation_drafts',
  {
    key: text('key').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    /** SHA-256 (hex) of the English source text when this was written. */
    sourceHash: text('source_hash').notNull(),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.language] })],
);

/**
 * Every publication, kept: the version the console caches by (its `ETag`) and the texts of every
 * language at that version (`{ el: { key: text } }`). The latest one is what the console shows.
 */
export const translationPublications = pgTable('translation_publications', {
  version: serial('version').primaryKey(),
  texts: jsonb('texts').$type<Record<string, Record<string, string>>>().notNull(),
  /** The English hashes the texts were translated from, by language and key. */
  sourceHashes: jsonb('source_hashes').$type<Record<string, Record<string, string>>>().notNull(),
  textCount: integer('text_count').notNull(),
  publishedBy: uuid('published_by')
    .notNull()
    .references(() => staff.id),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
});
