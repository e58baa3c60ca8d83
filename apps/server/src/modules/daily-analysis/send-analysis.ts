import type { TSendDailyAnalysisRequest } from '@crm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { dailyAnalyses } from '../../db/schema-messaging.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { configuredMail } from '../mail/configured-mail.ts';
import { deliverQueued } from '../mail/deliver-queued.ts';
import { claimNewMailing } from '../mail/mailing-claims.ts';
import { marketingAudienceSql } from '../marketing-consent/marketing-audience.ts';
import { segmentClientIdsSubquery } from '../segments/segment-clients.ts';
import { analysisRowOf, MAILING_KIND } from './analysis-reply.ts';
import { alreadySent } from './update-analysis.ts';

type SendReport = { recipients: number; sent: number; failed: number; transport: 'smtp' | 'outbox' };

/**
 * `POST /dashboard/internals/dailyAnalysis/:id/send`: in one transaction the draft becomes
 * `sending`, one queued send-log row is written per recipient (verified clients of the brand who
 * consented and have not unsubscribed, in the caller's scope, and in the chosen segment if one was)
 * and the send is audited; then the
 * queue goes out in batches and the analysis is marked sent. Sent once: a second send is refused.
 */
export async function sendDailyAnalysis(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  choice: TSendDailyAnalysisRequest,
): Promise<SendReport> {
  const now = deps.clock();
  const queued = await deps.db.transaction(async (tx) => {
    const row = await analysisRowOf(tx, ctx.auth.brand, id, true);
    if (row.status !== 'draft') throw alreadySent();
    let within = sql`true`;
    if (choice.audience === 'segment' && choice.segment_id) {
      const members = await segmentClientIdsSubquery(tx, ctx.auth.brand, choice.segment_id, ctx.auth);
      if (!members) throw notFound('Segment');
      within = sql`c.id in ${members}`;
    }
    const audience = choice.audience === 'segment' ? `segment:${choice.segment_id}` : choice.audience;
    const [inserted] = await queryRows<{ n: number }>(
      tx,
      sql`with queued as (
            insert into mail_deliveries (brand_id, mailing_kind, mailing_id, client_id, to_address, status, created_at)
            select c.brand_id, ${MAILING_KIND}, ${id}::uuid, c.id, c.email, 'queued', ${now.toISOString()}::timestamptz
            from clients c where ${marketingAudienceSql(ctx.auth, within)}
            returning 1)
          select count(*)::int as n from queued`,
    );
    const recipients = inserted?.n ?? 0;
    if (recipients === 0) {
      throw new AppError(
        'noRecipients',
        'No verified client of this brand has consented to marketing; nothing was sent',
      );
    }
    await tx
      .update(dailyAnalyses)
      .set({ status: 'sending', sentBy: ctx.auth.staff.id, audience })
      .where(eq(dailyAnalyses.id, id));
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'dailyAnalysis.send',
      entityType: 'dailyAnalysis',
      entityId: id,
      before: { status: row.status },
      after: { status: 'sending', audience, recipients, subject: row.subject },
    });
    // Claimed with the queue, so the resume function never finds it unclaimed (resume-mailings.ts).
    const lease = await claimNewMailing(tx, MAILING_KIND, id, now);
    return { recipients, subject: row.subject, html: row.html, lease };
  });
  const mail = configuredMail(deps);
  try {
    const outcome = await deliverQueued(
      deps,
      mail,
      {
        kind: MAILING_KIND,
        id,
        brandId: ctx.auth.brand,
        subject: queued.subject,
        html: queued.html,
      },
      queued.lease,
    );
    // Taken over (this send was slow enough to look dead): the instance that resumed it marks it sent.
    if (!outcome.stopped) await markAnalysisSent(deps, id);
    return { recipients: queued.recipients, sent: outcome.sent, failed: outcome.failed, transport: mail.name };
  } finally {
    await mail.close();
  }
}

/** The mailing is done: every queued row went out (sent or failed). */
export const markAnalysisSent = (deps: Pick<Deps, 'db' | 'clock'>, id: string) =>
  deps.db
    .update(dailyAnalyses)
    .set({ status: 'sent', sentAt: deps.clock() })
    .where(and(eq(dailyAnalyses.id, id), eq(dailyAnalyses.status, 'sending')));
