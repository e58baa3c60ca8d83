import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles, staff } from '../../db/schema.ts';
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
