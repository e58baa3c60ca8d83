import type { TStaffUser, TUpdateStaffRequest } from '@crm/contracts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { conflict } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { revokeStaffSessions } from '../auth/sessions-repository.ts';
import { findRole } from '../roles/role-repository.ts';
import { endSessionsIfTwoFactorDue } from '../two-factor/end-sessions-when-due.ts';
import { changeStaff } from './change-staff.ts';
import { emailTaken } from './create-staff.ts';
import { endPasswordLinks } from './password-links-repository.ts';
import { hashNewPassword } from './password-policy.ts';
import { assertCanAssignRole } from './staff-guards.ts';
import { isEmailTaken, replaceStaffBrands, updateStaffRow } from './staff-repository.ts';
import { assertBrandsGrantable } from './validate-brands.ts';

/**
 * `PATCH /dashboard/crmusers/{id}`. A new password or disabling ends the user's sessions at once;
 * disabling also ends their open set-password links; a new role the two-factor policy covers ends
 * them too while the user has not turned two-factor on.
 */
export async function updateStaff(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  input: TUpdateStaffRequest,
): Promise<TStaffUser> {
  const caller = ctx.auth.staff;
  if (id === caller.id && input.active === false) throw conflict('You cannot disable your own user');
  const passwordHash = input.password ? await hashNewPassword(input.password) : undefined;

  try {
    return await changeStaff(deps, ctx, id, 'staff.update', async (tx, target) => {
      if (input.email && input.email !== target.email && (await isEmailTaken(tx, input.email, id))) throw emailTaken();
      if (input.role_id) assertCanAssignRole(caller, await findRole(tx, input.role_id));
      if (input.brands) {
        await assertBrandsGrantable(tx, caller, input.brands);
        await replaceStaffBrands(tx, id, [...new Set(input.brands)]);
      }
      await updateStaffRow(tx, id, {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        department: input.department,
        roleId: input.role_id,
        active: input.active,
        passwordHash,
      });
      if (input.role_id && input.role_id !== target.role?.id) await endSessionsIfTwoFactorDue(tx, ctx, id);
      if (passwordHash || input.active === false) {
        const ended = await revokeStaffSessions(tx, id, passwordHash ? 'password changed' : 'disabled');
        // Disabling also ends open set-password links: enabling again does not revive one.
        if (input.active === false) await endPasswordLinks(tx, id, deps.clock());
        // The reply has no password, so before and after of the update would not show this.
        if (passwordHash) {
          await appendAudit(tx, auditContextOf(ctx), {
            action: 'staff.passwordChange',
            entityType: 'staff',
            entityId: id,
            after: { sessionsEnded: ended },
          });
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error, 'staff_email_key')) throw emailTaken();
    throw error;
  }
}
