import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { forgetPairFailures } from '../auth/login-failures-repository.ts';
import { countSignInTry } from '../auth/login-throttle.ts';
import { twoFactorKeys } from './keys.ts';
import { claimTimeStep, findTwoFactor, forgetWrongCodes, recordWrongCode, useRecoveryCode } from './repository.ts';
import { matchTotp } from './totp.ts';

/** Who is proving a second factor, from where. */
export type CodeTry = {
  staffId: string;
  email: string;
  ip: string;
  requestId: string;
  /** Null while signing in (nobody has acted yet), the staff user on their own security page. */
  actorId: string | null;
  brandId: string | null;
};

export type SecondFactor = { code: string } | { recoveryCode: string };

const wrongCode = () => new AppError('twoFactorCodeInvalid', 'That code is not right; check the app and try again');

/**
 * Wrong codes one user may send, from any number of addresses, before codes are refused for the
 * rest of the window. The per-address throttle alone would let someone who has the password guess
 * from a thousand addresses (about a quarter's chance a day of hitting one of the three valid codes
 * in a million); this cap keeps that under one in ten thousand a day. Whoever trips it already
 * has the password, so locking the second step for a while costs the real user little.
 */
export const MAX_WRONG_CODES_PER_USER = 10;
export const WRONG_CODE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Checks a code (or a recovery code) the way a password is checked: the try is counted by the
 * sign-in throttle first (429 while its email and address must wait), a wrong one is audited and
 * answered 401 code 160, and a right one hands back `consume`, to run inside the transaction of
 * what the code allows: it records the code's time step (so the same code, or an older one, is
 * refused from then on) or uses the recovery code up, and refuses if another request did first;
 * then the pair's counted failures are forgotten, as after a right password.
 */
export async function proveSecondFactor(
  deps: Deps,
  who: CodeTry,
  factor: SecondFactor,
  options: { allowRecoveryCode: boolean },
): Promise<{ consume: (tx: Tx) => Promise<void>; method: 'totp' | 'recovery_code' }> {
  const { db, config } = deps;
  const attempt = { email: who.email, ip: who.ip, requestId: who.requestId };
  const verdict = await countSignInTry(db, attempt, config.loginMaxFailuresPerAddress);
  if (!verdict.counted) {
    throw new AppError('tooManyRequests', 'Too many wrong codes; try again later', {
      headers: { 'retry-after': String(verdict.retryAfterSeconds) },
    });
  }

  const row = await findTwoFactor(db, who.staffId);
  const now = deps.clock();
  if (row?.failedSince && row.failedCodes >= MAX_WRONG_CODES_PER_USER) {
    const waitMs = row.failedSince.getTime() + WRONG_CODE_WINDOW_MS - now.getTime();
    if (waitMs > 0) {
      await auditWrongCode(deps, who, 'locked');
      throw new AppError('tooManyRequests', 'Too many wrong codes for this user; try again later', {
        headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
      });
    }
  }

  if ('recoveryCode' in factor) {
    if (!options.allowRecoveryCode) throw wrongCode();
    return {
      method: 'recovery_code',
      consume: async (tx) => {
        if (!(await useRecoveryCode(tx, who.staffId, factor.recoveryCode))) throw wrongCode();
        await forgetPairFailures(tx, who.email, who.ip);
        await forgetWrongCodes(tx, who.staffId);
      },
    };
  }

  if (!row) throw new AppError('twoFactorState', 'Two-factor sign-in is not set up');
  const secret = twoFactorKeys(deps).box.open(row.secretEncrypted, who.staffId);
  const step = await matchTotp(secret, factor.code, deps.clock().getTime(), null);
  if (step === null || (row.lastTimeStep !== null && step <= row.lastTimeStep)) {
    await auditWrongCode(deps, who, step === null ? 'wrong' : 'replayed');
    throw wrongCode();
  }
  return {
    method: 'totp',
    consume: async (tx) => {
      if (!(await claimTimeStep(tx, who.staffId, step, row.secretEncrypted))) throw wrongCode();
      await forgetPairFailures(tx, who.email, who.ip);
      await forgetWrongCodes(tx, who.staffId);
    },
  };
}

/** Runs `work` (which calls `consume`); a code refused inside it is audited before the 401 goes out. */
export async function auditingWrongCode<T>(deps: Deps, who: CodeTry, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.codeName === 'twoFactorCodeInvalid')
      await auditWrongCode(deps, who, 'wrong');
    throw error;
  }
}

/** Audits a refused code and (unless the refusal is the cap itself) counts it against the user. */
async function auditWrongCode(deps: Deps, who: CodeTry, reason: 'wrong' | 'replayed' | 'locked'): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (reason !== 'locked') await recordWrongCode(tx, who.staffId, deps.clock(), WRONG_CODE_WINDOW_MS);
    await appendAudit(
      tx,
      { actorId: who.actorId, viewedAsId: null, brandId: who.brandId, requestId: who.requestId, ip: who.ip },
      {
        action: 'auth.twoFactorFailed',
        entityType: 'staff',
        entityId: who.staffId,
        after: { email: who.email, ip: who.ip, reason },
      },
    );
  });
}
