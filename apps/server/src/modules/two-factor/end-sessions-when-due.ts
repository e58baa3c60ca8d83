import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { revokeStaffSessions } from '../auth/sessions-repository.ts';
import { listUnenrolledIds, lockPolicyForRead, readPolicy } from './policy-repository.ts';

/**
 * In the transaction that gave a staff user a new role: when the two-factor policy now requires it
 * of them and they have not turned it on, every session of theirs ends at once, as saving the policy
 * does for the staff it covers. Their next call is refused (401), and their next sign-in leads them
 * to enrol after the password. The sessions' rows notify every instance's session cache (migration
 * 0016's trigger), so it holds across instances; this one's reply waits until it has heard it.
 * Moving oneself there before enrolling is refused, as requiring it of one's own role is.
 */
export async function endSessionsIfTwoFactorDue(tx: Tx, ctx: RequestContext, staffId: string): Promise<void> {
  await lockPolicyForRead(tx);
  const [due] = await listUnenrolledIds(tx, await readPolicy(tx), staffId);
  if (!due) return;
  if (staffId === ctx.auth.staff.id) {
    throw new AppError('twoFactorSelfFirst', 'That role requires two-factor sign-in: turn it on for yourself first');
  }
  const sessionsEnded = await revokeStaffSessions(tx, staffId, 'two-factor required');
  await appendAudit(tx, auditContextOf(ctx), {
    action: 'staff.twoFactorDue',
    entityType: 'staff',
    entityId: staffId,
    after: { reason: 'role', sessionsEnded },
  });
}
