import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One-time set-password links (`/set-password?token=…`). The token is 256 random bits given once
 * to the administrator who issued it; only its SHA-256 is kept. A link ends when it is used, when a
 * newer one is issued for the same user, or at `expires_at`; ended links stay, for the record.
 */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => staff.id),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** Replaced by a newer link, or the user was deleted. */
    endedAt: at('ended_at'),
  },
  (t) => [
    index('staff_password_links_staff_idx').on(t.staffId),
    check('staff_password_links_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);
