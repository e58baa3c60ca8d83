import type { TLoginReply } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { openSignInSession } from '../auth/open-session.ts';
import { passwordStampOf } from './challenge-tokens.ts';
import { twoFactorKeys } from './keys.ts';
import { auditingWrongCode, type CodeTry, proveSecondFactor } from './prove-code.ts';
import { newRecoveryCodes } from './recovery-codes.ts';
import { replaceRecoveryCodes, setTwoFactorEnabled } from './repository.ts';

type SecondStep = {
  challenge: string;
  code?: string;
  recoveryCode?: string;
  ip: string;
  userAgent: string | null;
  requestId: string;
};

const expired = () => new AppError('twoFactorChallengeInvalid', 'The sign-in has expired; enter your password again');

/**
 * `POST /dashboard/auth/login/twoFactor`: the challenge of the password step and a code (or a
 * recovery code) open the session, with spec point 7's reply. With an `enrol` challenge the code
 * confirms the secret given with it: two-factor is turned on, recovery codes are made, and the
 * reply carries them (shown once).
 */
export async function loginTwoFactor(
  deps: Deps,
  input: SecondStep,
): Promise<TLoginReply & { recovery_codes?: string[] }> {
  const { db } = deps;
  const challenge = await twoFactorKeys(deps).challenges.verify(input.challenge);
  const [account] = await db
    .select({
      email: staff.email,
      active: staff.active,
      deletedAt: staff.deletedAt,
      enabledAt: staff.twoFactorEnabledAt,
      passwordHash: staff.passwordHash,
    })
    .from(staff)
    .where(eq(staff.id, challenge.staffId));
  // Disabled, deleted, reset, enrolled or given a new password meanwhile: the password step must be done again.
  if (!account?.active || account.deletedAt) throw expired();
  if ((challenge.purpose === 'code') !== (account.enabledAt !== null)) throw expired();
  if (passwordStampOf(account.passwordHash) !== challenge.passwordStamp) throw expired();

  const who: CodeTry = {
    staffId: challenge.staffId,
    email: account.email,
    ip: input.ip,
    requestId: input.requestId,
    actorId: null,
    brandId: null,
  };
  const factor = input.recoveryCode !== undefined ? { recoveryCode: input.recoveryCode } : { code: input.code ?? '' };
  const proof = await proveSecondFactor(deps, who, factor, { allowRecoveryCode: challenge.purpose === 'code' });
  const proofOf = {
    staffId: who.staffId,
    email: who.email,
    ip: input.ip,
    userAgent: input.userAgent,
    requestId: input.requestId,
  };

  if (challenge.purpose === 'code') {
    return auditingWrongCode(deps, who, () =>
      openSignInSession(deps, { ...proofOf, method: proof.method }, proof.consume),
    );
  }
  const recoveryCodes = newRecoveryCodes();
  const reply = await auditingWrongCode(deps, who, () =>
    openSignInSession(deps, { ...proofOf, method: 'enrolment' }, async (tx) => {
      await proof.consume(tx);
      await setTwoFactorEnabled(tx, who.staffId, true);
      await replaceRecoveryCodes(tx, who.staffId, recoveryCodes);
      await appendAudit(
        tx,
        { actorId: who.staffId, viewedAsId: null, brandId: null, requestId: input.requestId, ip: input.ip },
        { action: 'staff.twoFactorEnabled', entityType: 'staff', entityId: who.staffId, after: { atSignIn: true } },
      );
    }),
  );
  return { ...reply, recovery_codes: recoveryCodes };
}
