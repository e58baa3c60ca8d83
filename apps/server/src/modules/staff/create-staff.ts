import { randomBytes } from 'node:crypto';
import type { TCreateStaffReply, TCreateStaffRequest } from '@crm/contracts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findRole } from '../roles/role-repository.ts';
import { makePasswordLink } from './issue-password-link.ts';
import { reloadStaff } from './load-managed-staff.ts';
import { hashNewPassword } from './password-policy.ts';
import { assertCanAssignRole, assertCanGrant, assertCanManage } from './staff-guards.ts';
import { insertStaff, isEmailTaken } from './staff-repository.ts';
import { toStaffReply } from './to-staff-reply.ts';
import { assertBrandsGrantable } from './validate-brands.ts';

export const emailTaken = () => new AppError('emailTaken', 'Another staff user already has this email');

/**
 * `POST /dashboard/crmusers`. With `password_link` the user gets a password nobody knows (the hash
 * of random bits thrown away) and the reply carries their one-time set-password link.
 */
export async function createStaff(
  deps: Deps,
  ctx: RequestContext,
  input: TCreateStaffRequest,
): Promise<TCreateStaffReply> {
  const { db } = deps;
  const caller = ctx.auth.staff;
  const brandIds = input.brands ?? [ctx.auth.brand];
  const permissions = [...new Set(input.permissions ?? [])];
  assertCanGrant(caller, permissions);
  // Hashing is slow; do it before the transaction so the transaction stays short.
  const passwordHash = input.password_link
    ? await hashPassword(randomBytes(32).toString('base64url'))
    : await hashNewPassword(input.password ?? '');

  try {
    return await db.transaction(async (tx) => {
      await assertBrandsGrantable(tx, caller, brandIds);
      const role = input.role_id ? await findRole(tx, input.role_id) : null;
      if (role) assertCanAssignRole(caller, role);
      if (await isEmailTaken(tx, input.email)) throw emailTaken();
      const id = await insertStaff(
        tx,
        {
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          department: input.department,
          roleId: role?.id ?? null,
          permissions,
          active: input.active ?? true,
          // A manager limited to some countries can only make staff limited to the same ones.
          enableCountryWhitelist: caller.enableCountryWhitelist,
          whitelistCountries: caller.enableCountryWhitelist ? caller.whitelistCountries : [],
        },
        brandIds,
      );
      const record = await reloadStaff(tx, id);
      assertCanManage(caller, record);
      const created = toStaffReply(record);
      await appendAudit(tx, auditContextOf(ctx), {
        action: 'staff.create',
        entityType: 'staff',
        entityId: id,
        after: created,
      });
      if (!input.password_link) return created;
      return { ...created, password_link: await makePasswordLink(deps, tx, ctx, id) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'staff_email_key')) throw emailTaken();
    throw error;
  }
}
