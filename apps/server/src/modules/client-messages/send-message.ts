import { clientMessageProblems, type TClientMessage, type TSendClientMessageRequest } from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { clientMessages } from '../../db/schema-client-messages.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { claimNewMailing } from '../mail/mailing-claims.ts';
import { CLIENT_MESSAGE_KIND, deliverMessage } from './deliver-message.ts';
import { loadClientMessage } from './message-reply.ts';
import { addressSql, membersFrom, outcomeSql, resolveTarget } from './message-target.ts';

type Logged = { recipients: number; skipped: number };

function refuseProblems(request: TSendClientMessageRequest): void {
  const problems = clientMessageProblems(request);
  const first = problems[0];
  if (first) {
    throw new AppError(first.code, first.message, {
      details: problems.map((p) => ({ path: p.path, message: p.message })),
    });
  }
}

/**
 * `POST /dashboard/clientMessages`: in one transaction the send is recorded, one log row is
 * written per member of the target in the caller's scope (queued, or skipped for no consent or no
 * address) and the send is audited; then the queued rows go out through the channel's port and
 * each row gets its outcome. A target with nobody in the caller's scope is refused (nothing written).
 */
export async function sendClientMessage(
  deps: Deps,
  ctx: RequestContext,
  request: TSendClientMessageRequest,
): Promise<TClientMessage> {
  refuseProblems(request);
  const now = deps.clock();
  const title = request.channel === 'sms' ? null : (request.title?.trim() ?? null);
  const queued = await deps.db.transaction(async (tx) => {
    const target = await resolveTarget(tx, ctx.auth, request);
    const [message] = await tx
      .insert(clientMessages)
      .values({
        brandId: ctx.auth.brand,
        channel: request.channel,
        clientId: request.user_id,
        segmentId: request.segment_id,
        targetLabel: target.label,
        title,
        body: request.body,
        recipients: 0,
        skipped: 0,
        sentBy: ctx.auth.staff.id,
        createdAt: now,
      })
      .returning({ id: clientMessages.id });
    const id = message?.id ?? '';
    const [logged] = await queryRows<Logged>(
      tx,
      sql`with logged as (
            insert into client_message_deliveries (message_id, client_id, address, outcome)
            select ${id}::uuid, clients.id, ${addressSql(request.channel)}, ${outcomeSql(request.channel)}
            from ${membersFrom(ctx.auth, target)}
            returning outcome)
          select count(*)::int as recipients, count(*) filter (where outcome <> 'queued')::int as skipped from logged`,
    );
    const recipients = logged?.recipients ?? 0;
    if (recipients === 0) {
      throw new AppError('clientMessageTarget', 'The target has no clients in your scope; nothing was sent', {
        details: [{ path: request.user_id ? 'user_id' : 'segment_id', message: 'No clients in your scope' }],
      });
    }
    const skipped = logged?.skipped ?? 0;
    await tx.update(clientMessages).set({ recipients, skipped }).where(eq(clientMessages.id, id));
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'clientMessage.send',
      entityType: 'clientMessage',
      entityId: id,
      after: {
        channel: request.channel,
        user_id: request.user_id,
        segment_id: request.segment_id,
        target: target.label,
        title,
        body: request.body,
        recipients,
        skipped,
      },
    });
    // Claimed with the queue, so the resume function never finds it unclaimed (resume-mailings.ts).
    return { id, lease: await claimNewMailing(tx, CLIENT_MESSAGE_KIND, id, now) };
  });
  await deliverMessage(deps, queued.id, queued.lease);
  return loadClientMessage(deps.db, ctx.auth.brand, queued.id);
}
