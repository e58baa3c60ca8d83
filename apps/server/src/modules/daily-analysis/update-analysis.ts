import type { TDailyAnalysis, TUpdateDailyAnalysisRequest } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { dailyAnalyses } from '../../db/schema-messaging.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { sanitizeMailHtml } from '../mail/sanitize-mail-html.ts';
import { analysisRowOf, dailyAnalysisReply } from './analysis-reply.ts';

export const alreadySent = () =>
  new AppError('mailingAlreadySent', 'This analysis has already been sent; it can no longer be changed');

/**
 * `PUT /dashboard/internals/dailyAnalysis/:id`: staff edit a draft. The HTML is sanitised before it
 * is stored (a script typed into the editor is gone, not merely not run); audited before and after.
 */
export async function updateDailyAnalysis(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  change: TUpdateDailyAnalysisRequest,
): Promise<TDailyAnalysis> {
  await deps.db.transaction(async (tx) => {
    const before = await analysisRowOf(tx, ctx.auth.brand, id, true);
    if (before.status !== 'draft') throw alreadySent();
    const html = sanitizeMailHtml(change.html);
    await tx
      .update(dailyAnalyses)
      .set({ subject: change.subject, html, editedAt: deps.clock(), editedBy: ctx.auth.staff.id })
      .where(eq(dailyAnalyses.id, id));
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'dailyAnalysis.edit',
      entityType: 'dailyAnalysis',
      entityId: id,
      before: { subject: before.subject, html: before.html },
      after: { subject: change.subject, html },
    });
  });
  return dailyAnalysisReply(deps.db, ctx.auth, id);
}
