import type { TSegmentListQuery } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { sizeFor } from './get-segment.ts';
import { findSegments } from './repository.ts';
import { toSegmentReply } from './segment-reply.ts';

/**
 * `GET /dashboard/users/segments`: the brand's segments, shared by its staff, each with its size
 * now for the caller. Sizes are counted one after another: a brand has tens of segments, and
 * counts side by side would take every connection of the pool.
 */
export async function listSegments({ db }: Deps, ctx: RequestContext, query: TSegmentListQuery) {
  const { rows, total } = await findSegments(db, ctx.auth.brand, query);
  const docs = [];
  for (const row of rows) docs.push(toSegmentReply(row, await sizeFor(db, ctx, row.filters)));
  return { docs, totalDocs: total, page: query.page, limit: query.limit };
}
