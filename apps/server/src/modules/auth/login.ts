import type { TLoginReply } from '@crm/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { brands, staff } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { findStaffRecord } from '../staff/staff-record.ts';
import { toCurrentUserReply } from '../staff/to-staff-reply.ts';
import { forgetPairFailures } from './login-failures-repository.ts';
import { countSignInTry } from './login-throttle.ts';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { createSession } from './sessions-repository.ts';
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

export async function login({ db, config, tokens }: Deps, input: LoginInput): Promise<TLoginReply> {
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
    .select({ id: staff.id, passwordHash: staff.passwordHash, active: staff.active })
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

  const rehashed = needsRehash(account.passwordHash) ? await hashPassword(input.password) : null;
  const defaultBrand = await db.select({ id: brands.id }).from(brands).where(eq(brands.isDefault, true));

  const { user, session, refreshToken } = await db.transaction(async (tx) => {
    if (rehashed) await tx.update(staff).set({ passwordHash: rehashed }).where(eq(staff.id, account.id));
    await forgetPairFailures(tx, email, input.ip);
    const user = await findStaffRecord(tx, account.id);
    if (!user) throw refused();
    const preferred = defaultBrand[0]?.id;
    const brandId = preferred && user.brands.includes(preferred) ? preferred : user.brands[0];
    if (!brandId) throw refused();
    const opened = await createSession(tx, {
      staffId: user.id,
      actorId: null,
      brandId,
      expiresAt: new Date(Date.now() + config.sessionTtlSeconds * 1000),
      ip: input.ip,
      userAgent: input.userAgent,
    });
    await appendAudit(
      tx,
      { actorId: user.id, viewedAsId: null, brandId, requestId: input.requestId },
      { action: 'auth.login', entityType: 'session', entityId: opened.session.id, after: { ip: input.ip } },
    );
    return { user, ...opened };
  });

  const token = await tokens.sign({ staffId: user.id, sessionId: session.id, brand: session.brandId });
  return {
    token,
    refresh_token: refreshToken,
    user: toCurrentUserReply(user, session.brandId, null, config.reportingTimeZone),
  };
}
