import type { TDailyAnalysis } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { dailyAnalyses } from '../../db/schema-messaging.ts';
import type { Deps } from '../../deps.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { analysisRowOf, dailyAnalysisReply } from './analysis-reply.ts';
import { composeFromRanges, marketDaysOf } from './draft-analysis.ts';
import { alreadySent } from './update-analysis.ts';

/**
 * `POST /dashboard/internals/dailyAnalysis/:id/redraft`: a draft composed again from the latest
 * prices (the day has moved on since the morning's draft, or staff want the job's text back),
 * replacing its subject and body. Drafts only; audited with the subject and body before and after.
 */
export async function redraftDailyAnalysis(deps: Deps, ctx: RequestContext, id: string): Promise<TDailyAnalysis> {
  const days = await marketDaysOf(deps.db, deps.clock());
  await deps.db.transaction(async (tx) => {
    const before = await analysisRowOf(tx, ctx.auth.brand, id, true);
    if (before.status !== 'draft') throw alreadySent();
    // The row's own day decides which market day it covers: the latest complete one before it.
    const marketDay = before.day === days.today ? days.market_day : before.marketDay;
    const { subject, html } = await composeFromRanges(tx, marketDay);
    await tx
      .update(dailyAnalyses)
      .set({ subject, html, marketDay, editedAt: deps.clock(), editedBy: ctx.auth.staff.id })
      .where(eq(dailyAnalyses.id, id));
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'dailyAnalysis.redraft',
      entityType: 'dailyAnalysis',
      entityId: id,
      before: { subject: before.subject, html: before.html, market_day: before.marketDay },
      after: { subject, html, market_day: marketDay },
    });
  });
  return dailyAnalysisReply(deps.db, ctx.auth, id);
}
