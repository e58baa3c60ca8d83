import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { appendAudit } from '../audit/append-audit.ts';
import type { ThrottleScope } from './login-failures-repository.ts';

/** A sign-in try as the audit log sees it: never its password. */
export type SignInTry = { email: string; ip: string; requestId: string };

/**
 * Nobody acted, so the records have no actor and no brand (every brand's administrators see them);
 * they name the account tried, when it exists, so the staff user's log shows them.
 */
const anonymous = (attempt: SignInTry) => ({
  actorId: null,
  viewedAsId: null,
  brandId: null,
  requestId: attempt.requestId,
  ip: attempt.ip,
});

export async function auditFailedSignIn(tx: Tx, attempt: SignInTry, staffId: string | null): Promise<void> {
  await appendAudit(tx, anonymous(attempt), {
    action: 'auth.loginFailed',
    entityType: 'staff',
    entityId: staffId,
    after: { email: attempt.email, ip: attempt.ip },
  });
}

/** Written once per throttle (its first refused try), so a flood of refused tries adds one record. */
export async function auditThrottledSignIn(
  tx: Tx,
  attempt: SignInTry,
  throttle: { scope: ThrottleScope; retryAfterSeconds: number },
): Promise<void> {
  const [account] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.email, attempt.email), isNull(staff.deletedAt)))
    .limit(1);
  await appendAudit(tx, anonymous(attempt), {
    action: 'auth.loginThrottled',
    entityType: 'staff',
    entityId: account?.id ?? null,
    after: { email: attempt.email, ip: attempt.ip, ...throttle },
  });
}
