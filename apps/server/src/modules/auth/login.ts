import type { TLoginReply } from '@crm/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { brands, loginFailures, staff } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { findStaffRecord } from '../staff/staff-record.ts';
import { toCurrentUserReply } from '../staff/to-staff-reply.ts';
import { countSignInTry } from './login-throttle.ts';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { createSession } from './sessions-repository.ts';

type LoginInput = { email: string; password: string; ip: string; requestId: string };

/** One message for unknown email, wrong password and disabled user. */
const refused = () => new AppError('invalidCredentials', 'Invalid email or password');

export async function login({ db, config, tokens }: Deps, input: LoginInput): Promise<TLoginReply> {
  const email = input.email.trim().toLowerCase();
  // Counted as a failure until the password proves right (then removed below).
  await countSignInTry(db, email, input.ip, config.loginMaxFailuresPerAddress);

  const [account] = await db
    .select({ id: staff.id, passwordHash: staff.passwordHash, active: staff.active })
    .from(staff)
    .where(and(eq(staff.email, email), isNull(staff.deletedAt)))
    .limit(1);
  // The decoy keeps an unknown email as slow as a wrong password.
  const matches = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), input.password);

  if (!account || !matches || !account.active) {
    // Nobody acted: the record names the account tried (if it exists), not an actor.
    await db.transaction((tx) =>
      appendAudit(
        tx,
        { actorId: null, viewedAsId: null, brandId: null, requestId: input.requestId },
        {
          action: 'auth.loginFailed',
          entityType: 'staff',
          entityId: account?.id ?? null,
          after: { email, ip: input.ip },
        },
      ),
    );
    throw refused();
  }

  const rehashed = needsRehash(account.passwordHash) ? await hashPassword(input.password) : null;
  const defaultBrand = await db.select({ id: brands.id }).from(brands).where(eq(brands.isDefault, true));

  const { user, session, refreshToken } = await db.transaction(async (tx) => {
    if (rehashed) await tx.update(staff).set({ passwordHash: rehashed }).where(eq(staff.id, account.id));
    await tx.delete(loginFailures).where(eq(loginFailures.email, email));
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
    });
    await appendAudit(
      tx,
      { actorId: user.id, viewedAsId: null, brandId, requestId: input.requestId },
      { action: 'auth.login', entityType: 'session', entityId: opened.session.id, after: { ip: input.ip } },
    );
    return { user, ...opened };
  });

  const token = await tokens.sign({ staffId: user.id, sessionId: session.id, brand: session.brandId });
  return { token, refresh_token: refreshToken, user: toCurrentUserReply(user, session.brandId, null) };
}
