import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { forgetPairFailures } from './login-failures-repository.ts';
import { countSignInTry } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';

/** The signed-in staff user asked for their password again, and where from. */
export type PasswordRecheck = { staffId: string; email: string; ip: string; requestId: string; brandId: string };

/**
 * Asks a signed-in user for their password again before a change to their own second factor, so a
 * session left open (or stolen) cannot bind its own phone or remove the user's. The try goes through
 * the sign-in throttle first (same pair, email and address counts; 429 while they must wait); a
 * wrong password is audited and refused 401 code 275 on the `password` field. A right one clears the
 * pair's count only when `clearsCount` (no code follows, as at a sign-in without two-factor); where
 * a code follows, the code's success clears it, so a right password cannot reset the code throttle.
 */
export async function recheckPassword(
  deps: Deps,
  who: PasswordRecheck,
  password: string,
  options: { clearsCount: boolean },
): Promise<void> {
  const { db, config } = deps;
  const attempt = { email: who.email, ip: who.ip, requestId: who.requestId };
  const verdict = await countSignInTry(db, attempt, config.loginMaxFailuresPerAddress);
  if (!verdict.counted) {
    throw new AppError('tooManyRequests', 'Too many failed tries; try again later', {
      headers: { 'retry-after': String(verdict.retryAfterSeconds) },
    });
  }
  const [account] = await db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, who.staffId));
  if (account && (await verifyPassword(account.hash, password))) {
    if (options.clearsCount) await db.transaction((tx) => forgetPairFailures(tx, who.email, who.ip));
    return;
  }
  await db.transaction((tx) =>
    appendAudit(
      tx,
      { actorId: who.staffId, viewedAsId: null, brandId: who.brandId, requestId: who.requestId, ip: who.ip },
      { action: 'auth.passwordRecheckFailed', entityType: 'staff', entityId: who.staffId, after: { ip: who.ip } },
    ),
  );
  const message = 'That is not your current password';
  throw new AppError('currentPasswordWrong', message, { details: [{ path: 'password', message }] });
}
