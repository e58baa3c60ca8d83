import type { Deps } from '../../deps.ts';
import { conflict } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { revokeStaffSessions } from '../auth/sessions-repository.ts';
import { changeStaff } from './change-staff.ts';
import { endPasswordLinks } from './password-links-repository.ts';
import { updateStaffRow } from './staff-repository.ts';

/**
 * `DELETE /dashboard/crmusers/{id}`: the row stays (audit records name it) but the user is gone
 * from every list, cannot sign in, and every session and set-password link ends now. The email
 * becomes free again. The reason is kept on the audit record (`after.reason`).
 */
export async function deleteStaff(deps: Deps, ctx: RequestContext, id: string, reason: string): Promise<void> {
  if (id === ctx.auth.staff.id) throw conflict('You cannot delete your own user');
  await changeStaff(
    deps,
    ctx,
    id,
    'staff.delete',
    async (tx) => {
      const now = deps.clock();
      await updateStaffRow(tx, id, { deletedAt: now, active: false });
      await revokeStaffSessions(tx, id, 'deleted');
      await endPasswordLinks(tx, id, now);
    },
    { reason },
  );
}
