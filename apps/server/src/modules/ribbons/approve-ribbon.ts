import type { TRibbon } from '@crm/contracts';
import { and, eq } from 'drizzle-orm';
import { ribbons } from '../../db/schema-ribbons.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { loadRibbon } from './ribbon-reply.ts';
import { segmentNames } from './ribbon-targets.ts';

/**
 * `POST /dashboard/users/ribbons/{id}/approve`: the four-eyes rule of the requests queue and the
 * approval policies, on a promotion's words: whoever wrote them (created or last edited the ribbon)
 * may not approve them (403, `ownRequest`, as for a request one raised); the row is locked, so two
 * approvals at once approve once. The table's check holds the same rule.
 */
export async function approveRibbon(deps: Deps, ctx: RequestContext, id: string): Promise<TRibbon> {
  const me = ctx.auth.staff.id;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [ribbon] = await tx
      .select()
      .from(ribbons)
      .where(and(eq(ribbons.id, id), eq(ribbons.brandId, ctx.auth.brand)))
      .for('update');
    if (!ribbon) throw notFound('Ribbon');
    if (ribbon.style !== 'promo' || ribbon.approvedBy !== null) {
      throw new AppError(
        'ribbonNotAwaitingApproval',
        ribbon.style !== 'promo' ? 'Only promotional ribbons need an approval' : 'This ribbon was already approved',
      );
    }
    if (ribbon.createdBy === me || ribbon.updatedBy === me) {
      throw new AppError('ownRequest', 'You wrote this ribbon: a second staff member must approve it');
    }
    await tx.update(ribbons).set({ approvedBy: me, approvedAt: now }).where(eq(ribbons.id, id));
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'ribbon.approve',
      entityType: 'ribbon',
      entityId: id,
      before: { approved_by: null },
      after: { approved_by: me, approved_at: now.toISOString(), written_by: [ribbon.createdBy, ribbon.updatedBy] },
    });
  });
  return loadRibbon(deps.db, ctx, id, deps.clock(), segmentNames);
}
