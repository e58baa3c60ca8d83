import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles, staff } from './schema.ts';

/**
 * A staff user's TOTP secret, encrypted (AES-256-GCM, `modules/two-factor/secret-box.ts`). The row
 * exists from the start of an enrolment; two-factor is on only once `staff.two_factor_enabled_at`
 * is set, by the first good code. Turning it off or a reset removes the row: a secret no one uses
 * is not kept.
 */
export const staffTwoFactor = pgTable('staff_two_factor', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staff.id),
  secretEncrypted: text('secret_encrypted').notNull(),
  /** The TOTP time step of the last code accepted: a code of that step or an earlier one is refused (replay). */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  /**
   * Wrong codes for this user since `failed_since`, from any address: the per-user cap on guessing
   * (prove-code.ts), which the per-address sign-in throttle alone leaves open to many addresses.
   */
  failedCodes: integer('failed_codes').notNull().default(0),
  failedSince: timestamp('failed_since', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Recovery codes, stored as SHA-256 (they are random, 50 bits each); each works once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId, t.codeHash)],
);

/** The brokerage's one policy row: two-factor sign-in for everyone, or for the roles listed below. */
export const twoFactorPolicy = pgTable(
  'two_factor_policy',
  {
    id: integer('id').primaryKey().default(1),
    everyone: boolean('everyone').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [check('two_factor_policy_one_row', sql`${t.id} = 1`)],
);

/** Roles whose staff must use two-factor sign-in. A role still listed here can be deleted: the row goes with it. */
export const twoFactorRequiredRoles = pgTable('two_factor_required_roles', {
  roleId: uuid('role_id')
    .primaryKey()
    .references(() => roles.id, { onDelete: 'cascade' }),
});
