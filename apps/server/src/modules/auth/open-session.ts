import type { TLoginReply } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { brands } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { findStaffRecord } from '../staff/staff-record.ts';
import { toCurrentUserReply } from '../staff/to-staff-reply.ts';
import { forgetPairFailures } from './login-failures-repository.ts';
import { createSession } from './sessions-repository.ts';

export type SignInProof = {
  staffId: string;
  email: string;
  ip: string;
  userAgent: string | null;
  requestId: string;
  /** How the last factor was proved, on the audit record: the password alone, a code, a recovery code. */
  method: 'password' | 'totp' | 'recovery_code' | 'enrolment';
};

/**
 * The end of every successful sign-in: the pair's counted failures are forgotten, a session opens in
 * the default brand (else the user's first), the sign-in is audited, and spec point 7's reply is
 * built. `inTx` runs first in the same transaction (a second factor's bookkeeping), so the code is
 * used up only if the session opens.
 */
export async function openSignInSession(
  { db, config, tokens }: Deps,
  proof: SignInProof,
  inTx: (tx: Tx) => Promise<void> = async () => {},
): Promise<TLoginReply> {
  const refused = () => new AppError('invalidCredentials', 'Invalid email or password');
  const defaultBrand = await db.select({ id: brands.id }).from(brands).where(eq(brands.isDefault, true));
  const { user, session, refreshToken } = await db.transaction(async (tx) => {
    await inTx(tx);
    await forgetPairFailures(tx, proof.email, proof.ip);
    const user = await findStaffRecord(tx, proof.staffId);
    if (!user?.active || user.deletedAt) throw refused();
    const preferred = defaultBrand[0]?.id;
    const brandId = preferred && user.brands.includes(preferred) ? preferred : user.brands[0];
    if (!brandId) throw refused();
    const opened = await createSession(tx, {
      staffId: user.id,
      actorId: null,
      brandId,
      expiresAt: new Date(Date.now() + config.sessionTtlSeconds * 1000),
      ip: proof.ip,
      userAgent: proof.userAgent,
    });
    await appendAudit(
      tx,
      { actorId: user.id, viewedAsId: null, brandId, requestId: proof.requestId, ip: proof.ip },
      {
        action: 'auth.login',
        entityType: 'session',
        entityId: opened.session.id,
        after: proof.method === 'password' ? { ip: proof.ip } : { ip: proof.ip, twoFactor: proof.method },
      },
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
