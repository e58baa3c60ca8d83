import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles, staff } from '../../db/schema.ts';

/** A staff user as the rules need it: own permissions, role, brands, scope. */
export type StaffRecord = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  department: string;
  role: { id: string; name: string; permissions: string[] } | null;
  permissions: string[];
  brands: string[];
  salesRotationCountries: string[];
  enableCountryWhitelist: boolean;
  whitelistCountries: string[];
  active: boolean;
  twoFactorEnabledAt: Date | null;
  /** The console language (`en`, `el`) picked in the profile block. */
  language: string;
  /** The user's own latest sign-in (view-as sessions of others do not count). */
  lastSignInAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The columns that make a StaffRecord; shared by every query that loads staff. */
export const staffRecordColumns = {
  id: staff.id,
  email: staff.email,
  firstName: staff.firstName,
  lastName: staff.lastName,
  department: staff.department,
  roleId: roles.id,
  roleName: roles.name,
  rolePermissions: roles.permissions,
  permissions: staff.permissions,
  brands: sql<
    string[]
  >`array(select sb.brand_id from staff_brands sb where sb.staff_id = ${staff.id} order by sb.brand_id)`,
  salesRotationCountries: staff.salesRotationCountries,
  enableCountryWhitelist: staff.enableCountryWhitelist,
  whitelistCountries: staff.whitelistCountries,
  active: staff.active,
  twoFactorEnabledAt: staff.twoFactorEnabledAt,
  language: staff.language,
  lastSignInAt:
    sql<Date | null>`(select max(s.created_at) from sessions s where s.staff_id = ${staff.id} and s.actor_id is null)`.mapWith(
      (v: string | Date | null) => (v === null ? null : new Date(v)),
    ),
  deletedAt: staff.deletedAt,
  createdAt: staff.createdAt,
  updatedAt: staff.updatedAt,
};

export function toStaffRecord(row: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  department: string;
  roleId: string | null;
  roleName: string | null;
  rolePermissions: string[] | null;
  permissions: string[];
  brands: string[];
  salesRotationCountries: string[];
  enableCountryWhitelist: boolean;
  whitelistCountries: string[];
  active: boolean;
  twoFactorEnabledAt: Date | null;
  language: string;
  lastSignInAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}): StaffRecord {
  const { roleId, roleName, rolePermissions, ...rest } = row;
  return {
    ...rest,
    role: roleId && roleName ? { id: roleId, name: roleName, permissions: rolePermissions ?? [] } : null,
  };
}

/** Loads one staff user (deleted ones included; callers decide). */
export async function findStaffRecord(db: Executor, id: string): Promise<StaffRecord | null> {
  const [row] = await db
    .select(staffRecordColumns)
    .from(staff)
    .leftJoin(roles, eq(roles.id, staff.roleId))
    .where(eq(staff.id, id))
    .limit(1);
  return row ? toStaffRecord(row) : null;
}
