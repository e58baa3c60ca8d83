import type { TStaffSort } from '@crm/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, roles, staff, staffBrands } from '../../db/schema.ts';
import { type StaffRecord, staffRecordColumns, toStaffRecord } from './staff-record.ts';

export type StaffFilter = {
  brands: string[];
  search?: string;
  department?: string;
  departments?: readonly string[];
  roleId?: string;
  status?: 'active' | 'disabled';
  activeOnly?: boolean;
};

const inBrands = (brands: string[]) =>
  sql`exists (select 1 from ${staffBrands} sb where sb.staff_id = "staff"."id" and sb.brand_id in ${brands})`;

export function whereOf(filter: StaffFilter): SQL | undefined {
  const term = filter.search?.trim();
  const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    isNull(staff.deletedAt),
    inBrands(filter.brands),
    filter.department ? eq(staff.department, filter.department) : undefined,
    filter.departments?.length ? inArray(staff.department, [...filter.departments]) : undefined,
    filter.roleId ? eq(staff.roleId, filter.roleId) : undefined,
    filter.status ? eq(staff.active, filter.status === 'active') : undefined,
    filter.activeOnly ? eq(staff.active, true) : undefined,
    like ? or(ilike(staff.email, like), ilike(sql`${staff.firstName} || ' ' || ${staff.lastName}`, like)) : undefined,
  );
}

/** The user's own latest sign-in (view-as sessions of others do not count), as the record reads it. */
export const lastSignInSql = sql`(select max(s.created_at) from sessions s where s.staff_id = "staff"."id" and s.actor_id is null)`;

/**
 * What each sort orders by (then the id, so every row has one place). Staff lists are small (the
 * brokerage's own people), so sorting on a sign-in subquery or the role's name costs nothing worth
 * an index.
 */
type SortSql = { value: SQL; type: 'text' | 'timestamptz'; nullable: boolean };
const BY_NAME: SortSql = {
  value: sql`lower(${staff.lastName} || ' ' || ${staff.firstName})`,
  type: 'text',
  nullable: false,
};
export const STAFF_SORT_SQL: Record<string, SortSql> = {
  name: BY_NAME,
  email: { value: sql`${staff.email}`, type: 'text', nullable: false },
  department: { value: sql`${staff.department}`, type: 'text', nullable: false },
  role: { value: sql`${roles.name}`, type: 'text', nullable: true },
  last_sign_in_at: { value: lastSignInSql, type: 'timestamptz', nullable: true },
};

export const sortOf = (sort: TStaffSort = 'name'): SortSql & { descending: boolean } => ({
  ...(STAFF_SORT_SQL[sort.replace(/^-/, '')] ?? BY_NAME),
  descending: sort.startsWith('-'),
});

export const staffOrderBy = (sort: TStaffSort = 'name'): SQL[] => {
  const order = sortOf(sort);
  const by = order.descending ? desc : asc;
  // Descending puts NULLs (never signed in, no role) first in PostgreSQL; last reads better, but
  // the export's keyset walk follows PostgreSQL's own order, so both keep it.
  return [by(order.value), by(staff.id)];
};

export async function listStaff(
  db: Executor,
  filter: StaffFilter,
  page: { page: number; limit: number; sort?: TStaffSort },
): Promise<{ records: StaffRecord[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(staffRecordColumns)
      .from(staff)
      .leftJoin(roles, eq(roles.id, staff.roleId))
      .where(where)
      .orderBy(...staffOrderBy(page.sort))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(staff).where(where),
  ]);
  return { records: rows.map(toStaffRecord), total: total?.n ?? 0 };
}

export async function isEmailTaken(db: Executor, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.email, email), isNull(staff.deletedAt), exceptId ? ne(staff.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export type NewStaff = typeof staff.$inferInsert;

export async function insertStaff(tx: Executor, values: NewStaff, brandIds: string[]): Promise<string> {
  const [row] = await tx.insert(staff).values(values).returning({ id: staff.id });
  if (!row) throw new Error('staff insert returned nothing');
  await tx.insert(staffBrands).values(brandIds.map((brandId) => ({ staffId: row.id, brandId })));
  return row.id;
}

export async function updateStaffRow(tx: Executor, id: string, patch: Partial<NewStaff>): Promise<void> {
  await tx
    .update(staff)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(staff.id, id));
}

export async function replaceStaffBrands(tx: Executor, id: string, brandIds: string[]): Promise<void> {
  await tx.delete(staffBrands).where(eq(staffBrands.staffId, id));
  await tx.insert(staffBrands).values(brandIds.map((brandId) => ({ staffId: id, brandId })));
}

export async function addStaffBrand(tx: Executor, id: string, brandId: string): Promise<void> {
  await tx.insert(staffBrands).values({ staffId: id, brandId });
}

export async function knownBrandIds(db: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, ids));
  return rows.map((r) => r.id);
}
