import { eq } from 'drizzle-orm';
import { clientSegments } from '../../db/schema-segments.ts';
import type { Deps } from '../../deps.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { changedBy, lockSegment } from './segment-writes.ts';

/**
 * `DELETE /dashboard/users/segments/{id}`: a soft delete with its reason (ribbons and sends name
 * segments; the record stays). The name is free again for a new segment.
 */
export async function deleteSegment(deps: Deps, ctx: RequestContext, id: string, reason: string) {
  const staffId = changedBy(ctx);
  await deps.db.transaction(async (tx) => {
    const before = await lockSegment(tx, ctx, id);
    await tx
      .update(clientSegments)
      .set({ deletedAt: deps.clock(), deletedBy: staffId, deleteReason: reason })
      .where(eq(clientSegments.id, id));
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'segment.delete',
      entityType: 'segment',
      entityId: id,
      before: { name: before.name, filters: before.filters },
      after: { reason },
    });
  });
  return { ok: true as const };
}
