import type { Db, Executor } from '../../db/client.ts';
import {
  countRecentEmailFailures,
  countRefusal,
  findAddressBlock,
  findPairFailures,
  lockSignInTries,
  recordTry,
  type ThrottleScope,
} from './login-failures-repository.ts';
import { auditThrottledSignIn, type SignInTry } from './sign-in-audit.ts';
import {
  EMAIL_CEILING,
  FREE_FAILURES_PER_PAIR,
  FREE_FAILURES_UNDER_ATTACK,
  pairDelaySeconds,
} from './throttle-rules.ts';

/** A try is either counted (its password may now be checked) or refused for a while. */
export type TryVerdict =
  | { counted: true }
  | { counted: false; scope: ThrottleScope; retryAfterSeconds: number; refusedInThrottle: number };

type Throttle = { scope: ThrottleScope; waitSeconds: number; failureId: string };

/**
 * Counts a sign-in try before its password is checked, or refuses it while its pair or its address
 * must wait (whether or not the email exists, so the answer reveals nothing). An address that has
 * not failed for the email is never refused for that email, so nobody can lock a colleague out.
 * Tries for one email, and from one address, queue on advisory locks, so parallel tries cannot all
 * pass the check before any is counted. A refusal commits (its count and, once per throttle, its
 * audit record); the caller answers 429.
 */
export async function countSignInTry(db: Db, attempt: SignInTry, maxPerAddress: number): Promise<TryVerdict> {
  return db.transaction(async (tx) => {
    await lockSignInTries(tx, attempt.email, attempt.ip);
    const throttle = await findThrottle(tx, attempt, maxPerAddress);
    if (!throttle) {
      await recordTry(tx, attempt.email, attempt.ip);
      return { counted: true };
    }
    const retryAfterSeconds = Math.max(Math.ceil(throttle.waitSeconds), 1);
    const refusedInThrottle = await countRefusal(tx, throttle.failureId, throttle.scope);
    if (refusedInThrottle === 1) await auditThrottledSignIn(tx, attempt, { scope: throttle.scope, retryAfterSeconds });
    return { counted: false, scope: throttle.scope, retryAfterSeconds, refusedInThrottle };
  });
}

/** The longer of the pair's and the address's waits, or null when the try may go on. */
async function findThrottle(db: Executor, attempt: SignInTry, maxPerAddress: number): Promise<Throttle | null> {
  const throttles: Throttle[] = [];
  const pair = await findPairFailures(db, attempt.email, attempt.ip);
  if (pair.lastId) {
    // Only an address that has failed for this email pays for the email being under attack.
    const underAttack = (await countRecentEmailFailures(db, attempt.email)) >= EMAIL_CEILING;
    const free = underAttack ? FREE_FAILURES_UNDER_ATTACK : FREE_FAILURES_PER_PAIR;
    const delay = pairDelaySeconds(pair.failures, free);
    // No delay while free failures are left, however recent the latest one (never a wait from clock skew).
    if (delay > 0)
      throttles.push({ scope: 'pair', waitSeconds: delay - pair.secondsSinceLast, failureId: pair.lastId });
  }
  const address = await findAddressBlock(db, attempt.ip, maxPerAddress);
  if (address) throttles.push({ scope: 'address', waitSeconds: address.waitSeconds, failureId: address.lastId });
  const longest = throttles.sort((a, b) => b.waitSeconds - a.waitSeconds)[0];
  return longest && longest.waitSeconds > 0 ? longest : null;
}
