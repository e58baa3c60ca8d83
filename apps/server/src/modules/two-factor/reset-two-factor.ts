import type { Deps } from '../../deps.ts';
import { conflict } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { revokeStaffSessions } from '../auth/sessions-repository.ts';
import { changeStaff } from '../staff/change-staff.ts';
import { removeTwoFactor } from './repository.ts';

/**
 * `DELETE /dashboard/crmusers/{id}/twoFactor`: an administrator resets a colleague's two-factor
 * sign-in (a lost phone and no recovery code). The secret and recovery codes go, every session of
 * the user ends, and their next sign-in asks for the password alone, or leads them to enrol again
 * where the policy requires it. Same scope and rights rules as every staff change; not oneself
 * (one's own is turned off with a current code, on the security page).
 */
export async function resetStaffTwoFactor(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  if (id === ctx.auth.staff.id) throw conflict('Turn off your own two-factor sign-in on your security page');
  await changeStaff(deps, ctx, id, 'staff.twoFactorReset', async (tx) => {
    await removeTwoFactor(tx, id);
    await revokeStaffSessions(tx, id, 'two-factor reset');
  });
}
