import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
