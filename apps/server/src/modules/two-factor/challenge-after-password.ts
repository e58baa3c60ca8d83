import type { TTwoFactorChallenge } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import { CHALLENGE_TTL_SECONDS, passwordStampOf } from './challenge-tokens.ts';
import { twoFactorKeys } from './keys.ts';
import { startEnrolment } from './new-secret.ts';
import { isRequiredBy, readPolicy } from './policy-repository.ts';

type Account = {
  id: string;
  email: string;
  roleId: string | null;
  twoFactorEnabledAt: Date | null;
  /** The hash as stored now: a password reset before the second step ends the challenge. */
  passwordHash: string;
};

/**
 * After a right password: null when the user signs in with it alone (no two-factor, none required);
 * else the challenge for the second step. A user the policy requires who has none is given a new
 * secret with the challenge: the code that confirms it is also their second step, so they can do
 * nothing else before they have enrolled (no session exists until then).
 */
export async function challengeAfterPassword(deps: Deps, account: Account): Promise<TTwoFactorChallenge | null> {
  const { challenges } = twoFactorKeys(deps);
  const passwordStamp = passwordStampOf(account.passwordHash);
  if (account.twoFactorEnabledAt) {
    const challenge = await challenges.sign({ staffId: account.id, purpose: 'code', passwordStamp });
    return { two_factor: 'code', challenge, expires_in: CHALLENGE_TTL_SECONDS };
  }
  if (!isRequiredBy(await readPolicy(deps.db), account.roleId)) return null;
  const secret = await startEnrolment(deps, deps.db, account.id, account.email);
  const challenge = await challenges.sign({ staffId: account.id, purpose: 'enrol', passwordStamp });
  return { two_factor: 'enrol', challenge, expires_in: CHALLENGE_TTL_SECONDS, ...secret };
}
