import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles, staff, staffBrands } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { type StaffRecord, staffRecordColumns, toStaffRecord } from '../staff/staff-record.ts';

export type RoleRecord = { id: string; name: string; permissions: string[]; createdAt: Date };

const roleColumns = { id: roles.id, name: roles.name, permissions: roles.permissions, createdAt: roles.createdAt };

/** 404 when the role does not exist. */
export async function findRole(db: Executor, id: string, options: { lock?: boolean } = {}): Promise<RoleRecord> {
  const query = db.select(roleColumns).from(roles).where(eq(roles.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('Role');
  return row;
}

/** Roles with how many active staff hold each. */
export async function listRolesWithCounts(db: Executor) {
  return db
    .select({ ...roleColumns, staffCount: count(staff.id) })
    .from(roles)
    .leftJoin(staff, and(eq(staff.roleId, roles.id), isNull(staff.deletedAt)))
    .groupBy(roles.id)
    .orderBy(asc(roles.name));
}

export async function countStaffWithRole(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staff)
    .where(sql`${staff.roleId} = ${id} and ${staff.deletedAt} is null`);
  return row?.n ?? 0;
}

export async function insertRole(tx: Executor, name: string, permissions: string[]): Promise<RoleRecord> {
  const [row] = await tx.insert(roles).values({ name, permissions }).returning(roleColumns);
  if (!row) throw new Error('role insert returned nothing');
  return row;
}

export async function setRolePermissions(tx: Executor, id: string, permissions: string[]): Promise<void> {
  await tx.update(roles).set({ permissions, updatedAt: sql`now()` }).where(eq(roles.id, id));
}

export async function renameRoleRow(tx: Executor, id: string, name: string): Promise<void> {
  await tx.update(roles).set({ name, updatedAt: sql`now()` }).where(eq(roles.id, id));
}

export type PermissionHolderRecord = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  roleId: string | null;
  roleName: string | null;
  direct: boolean;
  throughRole: boolean;
};

/**
 * The staff of a brand (not deleted) who hold `permission` directly or through their role, and, when
 * `adminRule` (the permission needs no explicit grant), everyone whose role is the admin role.
 */
export async function listPermissionHolders(
  db: Executor,
  brand: string,
  permission: string,
  adminRole: string | null,
): Promise<PermissionHolderRecord[]> {
  const direct = sql<boolean>`${permission} = any(${staff.permissions})`;
  const throughRole = sql<boolean>`coalesce(${permission} = any(${roles.permissions}), false)`;
  const isAdmin = adminRole === null ? sql`false` : sql`${roles.name} = ${adminRole}`;
  return db
    .select({
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      email: staff.email,
      active: staff.active,
      roleId: roles.id,
      roleName: roles.name,
      direct,
      throughRole,
    })
    .from(staff)
    .innerJoin(staffBrands, and(eq(staffBrands.staffId, staff.id), eq(staffBrands.brandId, brand)))
    .leftJoin(roles, eq(roles.id, staff.roleId))
    .where(and(isNull(staff.deletedAt), sql`(${direct} or ${throughRole} or ${isAdmin})`))
    .orderBy(asc(staff.firstName), asc(staff.lastName), asc(staff.id));
}

export async function deleteRoleRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(roles).where(eq(roles.id, id));
}

/** The staff who hold a role (a change to the role changes what they can do). */
export async function listRoleHolders(db: Executor, id: string): Promise<StaffRecord[]> {
  const rows = await db
    .select(staffRecordColumns)
    .from(staff)
    .innerJoin(roles, eq(roles.id, staff.roleId))
    .where(and(eq(staff.roleId, id), isNull(staff.deletedAt)));
  return rows.map(toStaffRecord);
}
