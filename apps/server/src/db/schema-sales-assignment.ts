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
import { brands, staff } from './schema.ts';

/**
 * Per brand: the agent who takes every new client (null: the rotation decides). One row per brand
 * once someone set it.
 */
export const salesAssignmentSettings = pgTable('sales_assignment_settings', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id),
  defaultAgentId: uuid('default_agent_id').references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The rotation's place per brand and country: the agent who got the last client. The next client of
 * that country goes to the next eligible agent after this one (by staff id), so the turn survives
 * restarts and agents joining or leaving. The row is locked (`for update`) by the transaction that
 * assigns, which is what keeps several servers from giving one turn twice.
 */
export const salesRotationCursors = pgTable(
  'sales_rotation_cursors',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    country: text('country').notNull(),
    lastAgentId: uuid('last_agent_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.country] })],
);

/**
 * The keys the brokerage's client app registers clients with (`POST /api/clients/register`), one
 * brand each. Only the SHA-256 of a key is kept; the key is shown once when made. Revoked, never
 * deleted: the audit names them.
 */
export const clientIntakeKeys = pgTable(
  'client_intake_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    /** The first characters of the key, shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex. */
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: uuid('revoked_by').references(() => staff.id),
  },
  (t) => [
    uniqueIndex('client_intake_keys_hash_key').on(t.keyHash),
    index('client_intake_keys_brand_idx').on(t.brandId, t.createdAt),
    // A client app's key names one purpose: two live keys of a brand do not share a name.
    uniqueIndex('client_intake_keys_brand_name_key').on(t.brandId, t.name).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * A bulk reassignment too large to run inside its request (more than `REASSIGN_SYNC_LIMIT`
 * clients): what to move and in whose scope, as the request found them, and how far the
 * registry's `client-reassignments` function has got. Each batch moves its clients and advances
 * `cursor_at`/`cursor_id`, `moved`, `processed` and `by_agent` in one transaction, so a stopped
 * server's move goes on where its last batch ended.
 */
export const clientReassignments = pgTable(
  'client_reassignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    /** An agent's id or `none` (the unassigned). */
    fromAgent: text('from_agent').notNull(),
    /** An agent's id or `rotation`. */
    toTarget: text('to_target').notNull(),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    /** The requester's country whitelist when it was on (null: off), so the job keeps to the same scope. */
    whitelist: text('whitelist').array(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => staff.id),
    viewedAs: uuid('viewed_as').references(() => staff.id),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    moved: integer('moved').notNull().default(0),
    byAgent: jsonb('by_agent').notNull().default({}),
    cursorAt: text('cursor_at'),
    cursorId: uuid('cursor_id'),
    /** The last batch's failure (the move stays running and the next run tries again); cleared by a batch that succeeds. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('client_reassignments_open').on(t.createdAt).where(sql`${t.status} in ('queued', 'running')`),
    check('client_reassignments_status', sql`${t.status} in ('queued', 'running', 'done')`),
  ],
);
