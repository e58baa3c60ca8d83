import type { TIbLeadProblem, TIbLeadSkipWhy } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
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

/**
 * One upload of an introducing broker's leads: the file's headers, the column mapping, and where the
 * import stands. The rows themselves are staged in `ib_lead_rows` until imported.
 */
export const ibLeadImports = pgTable(
  'ib_lead_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    ibName: text('ib_name').notNull(),
    fileName: text('file_name').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, number | null>>().notNull(),
    status: text('status').notNull().default('previewing'),
    totalRows: integer('total_rows').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    /** Who started the import: the actor of its chunks' audit records, also after a restart. */
    startedBy: uuid('started_by').references(() => staff.id),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: uuid('undone_by').references(() => staff.id),
    undoReason: text('undo_reason'),
  },
  (t) => [
    index('ib_lead_imports_brand_created_idx').on(t.brandId, t.createdAt),
    check('ib_lead_imports_status_check', sql`${t.status} in ('previewing','importing','imported','undone')`),
  ],
);

/**
 * A staged row: the file's cells as read, the staff's fixes, and what validation made of them
 * (`lead`: the values ready for a client; `problems`; duplicates). After the import, the client it
 * became or why it was skipped.
 */
export const ibLeadRows = pgTable(
  'ib_lead_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => ibLeadImports.id),
    /** The row's line in the file (the header is line 1). */
    line: integer('line').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    fixes: jsonb('fixes').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('invalid'),
    /** Mapped and normalised values (the e-mail lower-case, the phone E.164). */
    lead: jsonb('lead').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    email: text('email'),
    /** Each problem's English `message`, and its code (`why`) since migration 0047. */
    problems: jsonb('problems').$type<TIbLeadProblem[]>().notNull().default(sql`'[]'::jsonb`),
    duplicateClientId: uuid('duplicate_client_id').references(() => clients.id),
    duplicateOfLine: integer('duplicate_of_line'),
    /** What made it a duplicate (of the client, or of the earlier line): `email`, `phone` or both. */
    duplicateOn: text('duplicate_on').array().notNull().default(sql`'{}'::text[]`),
    clientId: uuid('client_id').references(() => clients.id),
    /** Why the import skipped it, in English (the API's text, kept for its other readers). */
    skipReason: text('skip_reason'),
    /** The same as a code the console words in its language (null on rows skipped before 0047). */
    skipWhy: jsonb('skip_why').$type<TIbLeadSkipWhy>(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.line] }),
    index('ib_lead_rows_status_idx').on(t.importId, t.status, t.line),
    index('ib_lead_rows_email_idx').on(t.importId, t.email),
    index('ib_lead_rows_phone_idx').on(t.importId, sql`(${t.lead}->>'phone')`),
    uniqueIndex('ib_lead_rows_client_key').on(t.clientId),
    check(
      'ib_lead_rows_status_check',
      sql`${t.status} in ('ready','invalid','duplicate','dropped','created','skipped')`,
    ),
  ],
);
