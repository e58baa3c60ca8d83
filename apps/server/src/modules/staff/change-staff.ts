import type { TStaffUser } from '@crm/contracts';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { loadManagedStaff, reloadStaff } from './load-managed-staff.ts';
import { assertCanManage } from './staff-guards.ts';
import type { StaffRecord } from './staff-record.ts';
import { toStaffReply } from './to-staff-reply.ts';

/**
 * The shape of every change to a staff user, in one transaction: lock and load (scope and rights
 * checked), apply, check again that the result has no rights beyond the caller's (so no change
 * can escalate), and audit before and after.
 */
export async function changeStaff(
  { db }: Deps,
  ctx: RequestContext,
  id: string,
  action: string,
  apply: (tx: Tx, target: StaffRecord) => Promise<void>,
  /** Said about the change on its audit record beside `after` (a deletion's reason). */
  note?: Record<string, unknown>,
): Promise<TStaffUser> {
  return db.transaction(async (tx) => {
    const target = await loadManagedStaff(tx, ctx, id);
    await apply(tx, target);
    const changed = await reloadStaff(tx, id);
    assertCanManage(ctx.auth.staff, changed);
    const after = toStaffReply(changed);
    await appendAudit(tx, auditContextOf(ctx), {
      action,
      entityType: 'staff',
      entityId: id,
      before: toStaffReply(target),
      after: note ? { ...after, ...note } : after,
    });
    return after;
  });
}
