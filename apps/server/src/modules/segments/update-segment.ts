import type { TSegment } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { clientSegments } from '../../db/schema-segments.ts';
import type { Deps } from '../../deps.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { getSegment } from './get-segment.ts';
import { checkSegmentFilters } from './segment-filters.ts';
import { changedBy, lockSegment, namingConflicts } from './segment-writes.ts';

/**
 * `PUT /dashboard/users/segments/{id}`: a new name, new filters or both. Audited with the old and
 * the new name and filters, so the log tells what the segment selected before and after.
 */
export async function updateSegment(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  body: { name?: string | undefined; filters?: string | undefined },
): Promise<TSegment> {
  if (body.filters !== undefined) checkSegmentFilters(body.filters);
  const staffId = changedBy(ctx);
  await namingConflicts(body.name, () =>
    deps.db.transaction(async (tx) => {
      const before = await lockSegment(tx, ctx, id);
      const after = { name: body.name ?? before.name, filters: body.filters ?? before.filters };
      await tx
        .update(clientSegments)
        .set({ ...after, updatedBy: staffId, updatedAt: deps.clock() })
        .where(eq(clientSegments.id, id));
      await appendAudit(tx, auditContextOf(ctx), {
        action: 'segment.update',
        entityType: 'segment',
        entityId: id,
        before: { name: before.name, filters: before.filters },
        after,
      });
    }),
  );
  return getSegment(deps, ctx, id);
}
