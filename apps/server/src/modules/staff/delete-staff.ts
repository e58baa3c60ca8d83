import type { Deps } from '../../deps.ts';
import { conflict } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { revokeStaffSessions } from '../auth/sessions-repository.ts';
import { changeStaff } from './change-staff.ts';
import { updateStaffRow } from './staff-repository.ts';

/**
 * `DELETE /dashboard/crmusers/{id}`: the row stays (audit records name it) but the user is gone
 * from every list, cannot sign in, and every session ends now. The email becomes free again.
 */
export async function deleteStaff(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  if (id === ctx.auth.staff.id) throw conflict('You cannot delete your own user');
  await changeStaff(deps, ctx, id, 'staff.delete', async (tx) => {
    await updateStaffRow(tx, id, { deletedAt: new Date(), active: false });
    await revokeStaffSessions(tx, id, 'deleted');
  });
}
