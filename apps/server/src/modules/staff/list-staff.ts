import type { TStaffListQuery, TStaffUser } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { listStaff as queryStaff } from './staff-repository.ts';
import { toStaffReply } from './to-staff-reply.ts';

type Page = { page: number; limit: number };
type Paged = { docs: TStaffUser[]; totalDocs: number; page: number; limit: number };

/** The staff list's filter for a query: the selected brand, search, departments, role, status. */
export const staffListFilter = (ctx: RequestContext, query: TStaffListQuery) => ({
  brands: [ctx.auth.brand],
  search: query.search,
  departments: query.department,
  roleId: query.role_id,
  status: query.status,
});

/** `GET /dashboard/crmusers`: staff of the selected brand, filtered and sorted. */
export async function listStaff({ db }: Deps, ctx: RequestContext, query: TStaffListQuery): Promise<Paged> {
  const { records, total } = await queryStaff(db, staffListFilter(ctx, query), query);
  return { docs: records.map(toStaffReply), totalDocs: total, page: query.page, limit: query.limit };
}

/**
 * `GET /dashboard/crmusers/all`: staff of every brand the caller works in, or of `otherBrand`
 * (one of the caller's brands) only: the other brand's list of spec point 9.
 */
export async function listAllStaff(
  { db }: Deps,
  ctx: RequestContext,
  query: Page & { search?: string; otherBrand?: string },
): Promise<Paged> {
  const mine = ctx.auth.staff.brands;
  if (query.otherBrand && !mine.includes(query.otherBrand)) {
    throw new AppError('brandForbidden', `Brand ${query.otherBrand} is not one of yours`);
  }
  const brands = query.otherBrand ? [query.otherBrand] : mine;
  const { records, total } = await queryStaff(db, { brands, search: query.search }, query);
  return { docs: records.map(toStaffReply), totalDocs: total, page: query.page, limit: query.limit };
}

/** `GET /dashboard/crmusers/salesagents`: active sales staff of the selected brand, for assignment. */
export async function listSalesAgents({ db }: Deps, ctx: RequestContext) {
  const { records } = await queryStaff(
    db,
    { brands: [ctx.auth.brand], department: 'sales', activeOnly: true },
    { page: 1, limit: 1000 },
  );
  return records.map((s) => ({ _id: s.id, first_name: s.firstName, last_name: s.lastName, email: s.email }));
}
