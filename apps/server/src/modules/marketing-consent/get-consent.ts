import type { TMarketingConsent } from '@crm/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { clientMarketingConsent } from '../../db/schema-messaging.ts';
import { notFound } from '../../http/app-error.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { toConsentReply } from './consent-reply.ts';

/** `GET /dashboard/users/:id/marketingConsent`: a client of the caller's scope (else 404). */
export async function getMarketingConsent(
  db: Executor,
  ctx: RequestContext,
  clientId: string,
): Promise<TMarketingConsent> {
  const [found] = await db
    .select({ id: clients.id, consent: clientMarketingConsent })
    .from(clients)
    .leftJoin(clientMarketingConsent, eq(clientMarketingConsent.clientId, clients.id))
    .where(and(eq(clients.id, clientId), dataScope(ctx.auth, { brand: clients.brandId, country: clients.country })));
  if (!found) throw notFound('Client');
  return toConsentReply(clientId, found.consent ?? undefined);
}
