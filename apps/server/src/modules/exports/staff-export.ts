import { STAFF_EXPORT_FIELDS, type TStaffExportField, type TStaffListQuery, type TStaffUser } from '@crm/contracts';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { KeysetKey } from '../../db/keyset.ts';
import { roles, staff } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { staffListFilter } from '../staff/list-staff.ts';
import { staffRecordColumns, toStaffRecord } from '../staff/staff-record.ts';
import { sortOf, staffOrderBy, whereOf } from '../staff/staff-repository.ts';
import { toStaffReply } from '../staff/to-staff-reply.ts';
import type { ExportSource } from './export-source.ts';
import { assertMayExport } from './stream-export.ts';

type ExportedStaff = { reply: TStaffUser; key: KeysetKey };

/** Each export field as the staff reply carries it (the status as the list shows it). */
const READ: Record<TStaffExportField, (s: TStaffUser) => unknown> = {
  first_name: (s) => s.first_name,
  last_name: (s) => s.last_name,
  email: (s) => s.email,
  department: (s) => s.department,
  role: (s) => s.role?.name ?? null,
  brands: (s) => s.brands.join(' '),
  status: (s) => (s.active ? 'active' : 'disabled'),
  two_factor_enabled: (s) => s.two_factor_enabled,
  last_sign_in_at: (s) => s.last_sign_in_at,
  createdAt: (s) => s.createdAt,
};

/**
 * The rows after `key` in the sort's walk: the same row comparison as db/keyset.ts, over the sort's
 * expression (a name, a role's name, the latest sign-in) rather than one column.
 */
function afterSortKey(sort: TStaffListQuery['sort'], key: KeysetKey): SQL {
  const o = sortOf(sort);
  const id = sql`${key.id}::uuid`;
  const cmp = sql.raw(o.descending ? '<' : '>');
  if (key.value === null) {
    return o.descending
      ? sql`((${o.value} is null and ${staff.id} < ${id}) or ${o.value} is not null)`
      : sql`(${o.value} is null and ${staff.id} > ${id})`;
  }
  const beyond = sql`(${o.value}, ${staff.id}) ${cmp} (cast(${key.value} as ${sql.raw(o.type)}), ${id})`;
  if (!o.nullable) return beyond;
  return o.descending ? beyond : sql`(${beyond} or ${o.value} is null)`;
}

/**
 * The staff list (`GET /dashboard/crmusers?export=…`) as an export: the list's own WHERE (the
 * selected brand, search, departments, role, status) in its sort. Like every list export it needs
 * `utils.export` beside the list's own permission.
 */
export function staffExport(deps: Deps, ctx: RequestContext, q: TStaffListQuery): ExportSource<ExportedStaff> {
  assertMayExport(ctx, ['utils.export'], 'staff');
  const where = whereOf(staffListFilter(ctx, q));
  const fields = q.fields ?? STAFF_EXPORT_FIELDS;
  const date = new Date().toISOString().slice(0, 10);
  const sortValue = sql<string | null>`(${sortOf(q.sort).value})::text`;
  return {
    entityType: 'staff',
    filename: `staff-${ctx.auth.brand}-${date}`,
    sheet: 'Staff',
    columns: fields.map((f) => ({ key: f, header: f, value: ({ reply }) => READ[f](reply) })),
    view: {
      search: q.search ?? null,
      department: q.department ?? null,
      role_id: q.role_id ?? null,
      status: q.status ?? null,
      sort: q.sort,
    },
    count: async () => {
      const [row] = await deps.db.select({ n: count() }).from(staff).where(where);
      return row?.n ?? 0;
    },
    page: async (after, limit) => {
      const rows = await deps.db
        .select({ ...staffRecordColumns, sortValue })
        .from(staff)
        .leftJoin(roles, eq(roles.id, staff.roleId))
        .where(and(where, after ? afterSortKey(q.sort, after) : undefined))
        .orderBy(...staffOrderBy(q.sort))
        .limit(limit);
      return rows.map(({ sortValue: value, ...row }) => ({
        reply: toStaffReply(toStaffRecord(row)),
        key: { value, id: row.id },
      }));
    },
    keyOf: (r) => r.key,
  };
}
