import {
  ADMIN_ROLE,
  needsExplicitPermission,
  type TPermission,
  type TPermissionHolderRow,
  type TRole,
} from '@crm/contracts';
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
  listPermissionHolders,
  listRoleHolders,
  listRolesWithCounts,
  type RoleRecord,
  renameRoleRow,
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

/** The admin role carries the admin rule (spec point 6) by its name: it keeps the name and is never deleted. */
function assertNotAdminRole(role: RoleRecord, doing: string): void {
  if (role.name === ADMIN_ROLE) {
    throw new AppError('adminRoleProtected', `The admin role cannot be ${doing}: the admin rule depends on it`);
  }
}

const staffUsers = (n: number) => `${n} staff user${n === 1 ? '' : 's'}`;

/** A role still held by staff cannot be deleted: take it from them first (409, code 120, says how many). */
export async function deleteRole(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  await changeRole(deps, ctx, id, 'role.delete', async (tx, role) => {
    assertNotAdminRole(role, 'deleted');
    const holders = await countStaffWithRole(tx, id);
    if (holders > 0) {
      throw new AppError(
        'roleInUse',
        `The role ${role.name} is held by ${staffUsers(holders)}; give them another role before deleting it`,
      );
    }
    await deleteRoleRow(tx, id);
  });
}

/**
 * A new name for a role. The admin role keeps its own (the admin rule goes by it), and no role takes
 * a name another has in any case (409); a role renamed to `admin` would take the admin rule, which
 * `changeRole`'s escalation check weighs only for the old name, so the new one is checked as well.
 */
export async function renameRole(deps: Deps, ctx: RequestContext, id: string, name: string): Promise<TRole> {
  try {
    const role = await changeRole(deps, ctx, id, 'role.rename', async (tx, current) => {
      assertNotAdminRole(current, 'renamed');
      assertCanAssignRole(ctx.auth.staff, { name, permissions: current.permissions });
      await renameRoleRow(tx, id, name);
    });
    return toRoleReply(role, await countStaffWithRole(deps.db, id));
  } catch (error) {
    if (isUniqueViolation(error, 'roles_name_key')) throw conflict(`A role named ${name} exists already`);
    throw error;
  }
}

/** Who in the selected brand holds a permission, and how: directly, through their role, by the admin rule. */
export async function permissionHolders(
  { db }: Deps,
  ctx: RequestContext,
  permission: TPermission,
): Promise<TPermissionHolderRow[]> {
  const adminRule = !needsExplicitPermission(permission);
  const rows = await listPermissionHolders(db, ctx.auth.brand, permission, adminRule ? ADMIN_ROLE : null);
  return rows.map((r) => ({
    _id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    active: r.active,
    role: r.roleId && r.roleName ? { _id: r.roleId, name: r.roleName } : null,
    via: [
      ...(r.direct ? (['direct'] as const) : []),
      ...(r.throughRole ? (['role'] as const) : []),
      ...(adminRule && r.roleName === ADMIN_ROLE ? (['admin'] as const) : []),
    ],
  }));
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
