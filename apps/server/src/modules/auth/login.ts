import type { TLoginResult } from '@crm/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { staff } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { challengeAfterPassword } from '../two-factor/challenge-after-password.ts';
import { countSignInTry } from './login-throttle.ts';
import { openSignInSession } from './open-session.ts';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { auditFailedSignIn, type SignInTry } from './sign-in-audit.ts';

type LoginInput = {
  email: string;
  password: string;
  ip: string;
  userAgent: string | null;
  requestId: string;
  log: FastifyBaseLogger;
};

/** One message for unknown email, wrong password and disabled user. */
const refused = () => new AppError('invalidCredentials', 'Invalid email or password');

export async function login(deps: Deps, input: LoginInput): Promise<TLoginResult> {
  const { db, config } = deps;
  const email = input.email.trim().toLowerCase();
  const attempt: SignInTry = { email, ip: input.ip, requestId: input.requestId };
  // Counted as a failure until the password proves right (then removed below).
  const verdict = await countSignInTry(db, attempt, config.loginMaxFailuresPerAddress);
  if (!verdict.counted) {
    const { scope, retryAfterSeconds, refusedInThrottle } = verdict;
    input.log.warn({ email, ip: input.ip, scope, retryAfterSeconds, refusedInThrottle }, 'sign-in throttled');
    throw new AppError('tooManyRequests', 'Too many failed sign-ins; try again later', {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }

  const [account] = await db
    .select({
      id: staff.id,
      passwordHash: staff.passwordHash,
      active: staff.active,
      roleId: staff.roleId,
      twoFactorEnabledAt: staff.twoFactorEnabledAt,
    })
    .from(staff)
    .where(and(eq(staff.email, email), isNull(staff.deletedAt)))
    .limit(1);
  // The decoy keeps an unknown email as slow as a wrong password.
  const matches = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), input.password);

  if (!account || !matches || !account.active) {
    input.log.info({ email, ip: input.ip }, 'sign-in failed');
    await db.transaction((tx) => auditFailedSignIn(tx, attempt, account?.id ?? null));
    throw refused();
  }

  let passwordHash = account.passwordHash;
  if (needsRehash(passwordHash)) {
    passwordHash = await hashPassword(input.password);
    await db.update(staff).set({ passwordHash }).where(eq(staff.id, account.id));
  }

  // With two-factor sign-in the try stays counted as a failure until the second factor proves
  // right: a right password alone must not clear the count, or it would reset the code throttle.
  const challenge = await challengeAfterPassword(deps, { ...account, email, passwordHash });
  if (challenge) return challenge;

  return openSignInSession(deps, {
    staffId: account.id,
    email,
    ip: input.ip,
    userAgent: input.userAgent,
    requestId: input.requestId,
    method: 'password',
  });
}
