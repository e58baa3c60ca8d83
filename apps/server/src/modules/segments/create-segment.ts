import type { TSegment } from '@crm/contracts';
import { clientSegments } from '../../db/schema-segments.ts';
import type { Deps } from '../../deps.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { getSegment } from './get-segment.ts';
import { checkSegmentFilters } from './segment-filters.ts';
import { changedBy, namingConflicts } from './segment-writes.ts';

/** `POST /dashboard/users/segments`: saved for the caller's brand, audited with its filters. */
export async function createSegment(
  deps: Deps,
  ctx: RequestContext,
  body: { name: string; filters: string },
): Promise<TSegment> {
  checkSegmentFilters(body.filters);
  const now = deps.clock();
  const staffId = changedBy(ctx);
  const id = await namingConflicts(body.name, () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(clientSegments)
        .values({
          brandId: ctx.auth.brand,
          name: body.name,
          filters: body.filters,
          createdBy: staffId,
          updatedBy: staffId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: clientSegments.id });
      if (!row) throw new Error('insert returned no row');
      await appendAudit(tx, auditContextOf(ctx), {
        action: 'segment.create',
        entityType: 'segment',
        entityId: row.id,
        after: { name: body.name, filters: body.filters },
      });
      return row.id;
    }),
  );
  return getSegment(deps, ctx, id);
}
