import { fromMinorUnits, type TSweep, type TSweepPage } from '@crm/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { houseSweeps } from '../../db/schema-open-payd.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';

/** Sweeps of one brand, newest first, with who made them. */
export async function selectSweeps(
  db: Executor,
  brandId: string,
  page: { limit: number; offset: number; where?: SQL },
): Promise<TSweep[]> {
  const rows = await db
    .select({ sweep: houseSweeps, firstName: staff.firstName, lastName: staff.lastName })
    .from(houseSweeps)
    .leftJoin(staff, eq(staff.id, houseSweeps.createdBy))
    .where(and(eq(houseSweeps.brandId, brandId), page.where))
    .orderBy(desc(houseSweeps.createdAt), desc(houseSweeps.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ sweep: s, firstName, lastName }) => ({
    _id: s.id,
    currency: s.currency,
    amount: fromMinorUnits(s.amount, s.currency),
    comment: s.comment,
    entry_id: s.entryId,
    provider_reference: s.providerReference,
    created_by: s.createdBy ? { _id: s.createdBy, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() } : null,
    createdAt: s.createdAt.toISOString(),
  }));
}

/** `GET /dashboard/internals/openPayd/sweeps`: the selected brand's sweeps, a page at a time. */
export async function listSweeps(
  { db }: Deps,
  ctx: RequestContext,
  query: { page: number; limit: number },
): Promise<TSweepPage> {
  const brandId = ctx.auth.brand;
  const [docs, [total]] = await Promise.all([
    selectSweeps(db, brandId, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    db.select({ n: count() }).from(houseSweeps).where(eq(houseSweeps.brandId, brandId)),
  ]);
  return { docs, totalDocs: total?.n ?? 0 };
}
