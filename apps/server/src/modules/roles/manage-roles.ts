import type { TPermission, TRole } from '@crm/contracts';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError, conflict } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { assertCanAssignRole, assertCanGrant, isWithinRightsOf } from '../staff/staff-guards.ts';
import {
  countStaffWithRole,
  deleteRoleRow,
  findRole,
  insertRole,
  listRoleHolders,
  listRolesWithCounts,
  type RoleRecord,
  setRolePermissions,
} from './role-repository.ts';

const toRoleReply = (role: RoleRecord, staffCount: number): TRole => ({
  _id: role.id,
  name: role.name,
  permissions: role.permissions,
  staffCount,
  createdAt: role.createdAt.toISOString(),
});

export async function listRoles({ db }: Deps): Promise<TRole[]> {
  const rows = await listRolesWithCounts(db);
  return rows.map((r) => toRoleReply(r, r.staffCount));
}

export async function createRole(
  { db }: Deps,
  ctx: RequestContext,
  input: { name: string; permissions: TPermission[] },
): Promise<TRole> {
  const permissions = [...new Set(input.permissions)];
  assertCanGrant(ctx.auth.staff, permissions);
  // The name `admin` carries the admin rule, so creating it means granting every permission.
  assertCanAssignRole(ctx.auth.staff, { name: input.name, permissions });
  try {
    return await db.transaction(async (tx) => {
      const role = await insertRole(tx, input.name, permissions);
      const reply = toRoleReply(role, 0);
      await appendAudit(tx, auditContextOf(ctx), {
        action: 'role.create',
        entityType: 'role',
        entityId: role.id,
        after: reply,
      });
      return reply;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'roles_name_key')) throw conflict(`A role named ${input.name} exists already`);
    throw error;
  }
}

/** Lock, check the caller holds everything the role gives, change, audit before and after. */
async function changeRole(
  { db }: Deps,
  ctx: RequestContext,
  id: string,
  action: string,
  apply: (tx: Tx, role: RoleRecord) => Promise<void>,
): Promise<RoleRecord> {
  return db.transaction(async (tx) => {
    const role = await findRole(tx, id, { lock: true });
    assertCanAssignRole(ctx.auth.staff, role);
    // Changing a role changes its holders: each must be someone the caller may manage.
    const holders = await listRoleHolders(tx, id);
    if (holders.some((holder) => !isWithinRightsOf(ctx.auth.staff, holder))) {
      throw new AppError('privilegeEscalation', 'This role is held by staff with rights or scope beyond yours');
    }
    await apply(tx, role);
    const after = action === 'role.delete' ? null : await findRole(tx, id);
    await appendAudit(tx, auditContextOf(ctx), { action, entityType: 'role', entityId: id, before: role, after });
    return after ?? role;
  });
}

/** A role still held by staff cannot be deleted: take it from them first (409 says how many). */
export async function deleteRole(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  await changeRole(deps, ctx, id, 'role.delete', async (tx) => {
    const holders = await countStaffWithRole(tx, id);
    if (holders > 0) throw conflict(`The role is held by ${holders} staff user(s)`);
    await deleteRoleRow(tx, id);
  });
}

export async function changeRolePermissions(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  mode: 'add' | 'remove',
  permissions: TPermission[],
): Promise<TRole> {
  if (mode === 'add') assertCanGrant(ctx.auth.staff, permissions);
  const role = await changeRole(deps, ctx, id, `role.permissions.${mode}`, (tx, current) =>
    setRolePermissions(
      tx,
      id,
      mode === 'add'
        ? [...new Set([...current.permissions, ...permissions])]
        : current.permissions.filter((p) => !permissions.includes(p as TPermission)),
    ),
  );
  return toRoleReply(role, await countStaffWithRole(deps.db, id));
}
