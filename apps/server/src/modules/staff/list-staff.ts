import type { TStaffUser } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { listStaff as queryStaff } from './staff-repository.ts';
import { toStaffReply } from './to-staff-reply.ts';

type Page = { page: number; limit: number };
type Paged = { docs: TStaffUser[]; totalDocs: number; page: number; limit: number };

/** `GET /dashboard/crmusers`: staff of the selected brand. */
export async function listStaff({ db }: Deps, ctx: RequestContext, query: Page & { search?: string }): Promise<Paged> {
  const { records, total } = await queryStaff(db, { brands: [ctx.auth.brand], search: query.search }, query);
  return { docs: records.map(toStaffReply), totalDocs: total, page: query.page, limit: query.limit };
}

/** `GET /dashboard/crmusers/all`: staff of every brand the caller works in. */
export async function listAllStaff(
  { db }: Deps,
  ctx: RequestContext,
  query: Page & { search?: string },
): Promise<Paged> {
  const { records, total } = await queryStaff(db, { brands: ctx.auth.staff.brands, search: query.search }, query);
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
