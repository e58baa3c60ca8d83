import type { TMarketingConsent, TSetMarketingConsentRequest } from '@crm/contracts';
import { and, eq } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import { clientMarketingConsent } from '../../db/schema-messaging.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { dataScope } from '../../http/data-scope.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { toConsentReply } from './consent-reply.ts';

/**
 * `PUT /dashboard/users/:id/marketingConsent`: staff record a consent the client gave or withdrew,
 * and how. A consent given anew (the client asked again, say on the phone) clears an earlier
 * unsubscribe; the audit record under the client keeps both states.
 */
export async function setMarketingConsent(
  deps: Deps,
  ctx: RequestContext,
  clientId: string,
  change: TSetMarketingConsentRequest,
): Promise<TMarketingConsent> {
  return deps.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, brandId: clients.brandId })
      .from(clients)
      .where(and(eq(clients.id, clientId), dataScope(ctx.auth, { brand: clients.brandId, country: clients.country })))
      .for('update');
    if (!client) throw notFound('Client');
    const [before] = await tx
      .select()
      .from(clientMarketingConsent)
      .where(eq(clientMarketingConsent.clientId, clientId));
    const values = {
      consented: change.consented,
      source: change.source,
      changedAt: deps.clock(),
      changedBy: ctx.auth.staff.id,
      unsubscribedAt: change.consented ? null : (before?.unsubscribedAt ?? null),
    };
    const [after] = await tx
      .insert(clientMarketingConsent)
      .values({ clientId, brandId: client.brandId, ...values })
      .onConflictDoUpdate({ target: clientMarketingConsent.clientId, set: values })
      .returning();
    const reply = toConsentReply(clientId, after);
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'client.marketingConsent',
      entityType: 'client',
      entityId: clientId,
      before: toConsentReply(clientId, before),
      after: reply,
    });
    return reply;
  });
}
