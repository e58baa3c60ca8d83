import type { TRequestListQuery, TRequestPage } from '@crm/contracts';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { type KeysetOrder, keysetOrderBy } from '../../db/keyset.ts';
import { clientRequests, clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { withdrawalFourEyes } from '../approval-policies/approval-rules.ts';
import { selectRequests, toRequestReply } from './request-reply.ts';
import { requestListWhere, requestNotFound, requestScope } from './request-scope.ts';

const by = (column: KeysetOrder['column'], type: KeysetOrder['type'], descending: boolean): KeysetOrder => ({
  column,
  id: clientRequests.id,
  type,
  // Only the money requests carry an amount.
  nullable: column === clientRequests.amount,
  descending,
});

/** Each sort of the list, the request id breaking ties; an export walks the same order by keyset. */
export const REQUEST_ORDER: Record<TRequestListQuery['sort'], KeysetOrder> = {
  createdAt: by(clientRequests.createdAt, 'timestamptz', false),
  '-createdAt': by(clientRequests.createdAt, 'timestamptz', true),
  updatedAt: by(clientRequests.updatedAt, 'timestamptz', false),
  '-updatedAt': by(clientRequests.updatedAt, 'timestamptz', true),
  amount: by(clientRequests.amount, 'bigint', false),
  '-amount': by(clientRequests.amount, 'bigint', true),
};

/** How many requests match: the list's total and an export's row count. */
export async function countRequests({ db }: Pick<Deps, 'db'>, where: SQL | undefined) {
  const [total] = await db
    .select({ n: count() })
    .from(clientRequests)
    .innerJoin(clients, eq(clients.id, clientRequests.clientId))
    .where(where);
  return total?.n ?? 0;
}

/** `GET /dashboard/users/requests`: one page and the total, `{ data, totalDocs }` (spec point 7). */
export async function listRequests(deps: Deps, ctx: RequestContext, q: TRequestListQuery) {
  const { db } = deps;
  const where = requestListWhere(ctx, q);
  const [rows, total] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(...keysetOrderBy(REQUEST_ORDER[q.sort]))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    countRequests({ db }, where),
  ]);
  const fourEyes = await withdrawalFourEyes(db, deps, ctx.auth.brand);
  const page: TRequestPage = {
    data: rows.map((r) => toRequestReply(r, fourEyes)),
    totalDocs: total,
  };
  return page;
}

export async function getRequest(deps: Deps, ctx: RequestContext, id: string) {
  const [row] = await selectRequests(deps.db).where(and(eq(clientRequests.id, id), requestScope(ctx)));
  if (!row) throw requestNotFound();
  return toRequestReply(row, await withdrawalFourEyes(deps.db, deps, row.request.brandId));
}
