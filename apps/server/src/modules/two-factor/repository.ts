import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { staffRecoveryCodes, staffTwoFactor } from '../../db/schema-two-factor.ts';
import { digestRecoveryCode } from './recovery-codes.ts';

export type TwoFactorRow = typeof staffTwoFactor.$inferSelect;

export async function findTwoFactor(db: Executor, staffId: string): Promise<TwoFactorRow | null> {
  const [row] = await db.select().from(staffTwoFactor).where(eq(staffTwoFactor.staffId, staffId)).limit(1);
  return row ?? null;
}

/** A new (not yet confirmed) secret replaces whatever enrolment was under way. */
export async function savePendingSecret(db: Executor, staffId: string, secretEncrypted: string): Promise<void> {
  await db
    .insert(staffTwoFactor)
    .values({ staffId, secretEncrypted })
    .onConflictDoUpdate({
      target: staffTwoFactor.staffId,
      set: { secretEncrypted, lastTimeStep: null, createdAt: sql`now()` },
    });
}

/**
 * Records the step of an accepted code, only if it is later than the last one accepted: false when
 * another request got there first with this code or a later one (the replay check that holds under
 * concurrency, since the update takes the row's lock).
 */
export async function claimTimeStep(
  db: Executor,
  staffId: string,
  timeStep: number,
  /** The secret the code was checked against: a set-up restarted meanwhile replaced it, and the code proves nothing. */
  secretEncrypted: string,
): Promise<boolean> {
  const claimed = await db
    .update(staffTwoFactor)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(staffTwoFactor.staffId, staffId),
        eq(staffTwoFactor.secretEncrypted, secretEncrypted),
        or(isNull(staffTwoFactor.lastTimeStep), lt(staffTwoFactor.lastTimeStep, timeStep)),
      ),
    )
    .returning({ staffId: staffTwoFactor.staffId });
  return claimed.length === 1;
}

/**
 * Counts one wrong code for the user: a window starts at the first wrong code and lasts
 * `windowMs`; a wrong code after it ends starts a new one.
 */
export async function recordWrongCode(db: Executor, staffId: string, now: Date, windowMs: number): Promise<void> {
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql`(${staffTwoFactor.failedSince} is null or ${staffTwoFactor.failedSince} <= ${windowStart.toISOString()}::timestamptz)`;
  await db
    .update(staffTwoFactor)
    .set({
      failedCodes: sql`case when ${expired} then 1 else ${staffTwoFactor.failedCodes} + 1 end`,
      failedSince: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${staffTwoFactor.failedSince} end`,
    })
    .where(eq(staffTwoFactor.staffId, staffId));
}

/** A right code or recovery code clears the user's count of wrong ones. */
export async function forgetWrongCodes(db: Executor, staffId: string): Promise<void> {
  await db.update(staffTwoFactor).set({ failedCodes: 0, failedSince: null }).where(eq(staffTwoFactor.staffId, staffId));
}

export async function setTwoFactorEnabled(db: Executor, staffId: string, on: boolean): Promise<void> {
  await db
    .update(staff)
    .set({ twoFactorEnabledAt: on ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(staff.id, staffId));
}

/** Turning off or a reset: the secret and every recovery code go. */
export async function removeTwoFactor(db: Executor, staffId: string): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await db.delete(staffTwoFactor).where(eq(staffTwoFactor.staffId, staffId));
  await setTwoFactorEnabled(db, staffId, false);
}

/** Replaces the staff user's recovery codes with these (stored as digests). */
export async function replaceRecoveryCodes(db: Executor, staffId: string, codes: string[]): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await db.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: digestRecoveryCode(code) })));
}

/** Uses the code if it is one of the staff user's unused codes; true when it was (once, whatever the concurrency). */
export async function useRecoveryCode(db: Executor, staffId: string, code: string): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, digestRecoveryCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, staffId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
