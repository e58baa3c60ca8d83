import { eq } from 'drizzle-orm';
import { brands, clients } from '../../db/schema.ts';
import { clientMarketingConsent } from '../../db/schema-messaging.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { clientOfUnsubscribeToken } from '../mail/unsubscribe-token.ts';

const invalidLink = () => new AppError('unsubscribeLinkInvalid', 'This unsubscribe link is not valid');

/**
 * `POST /dashboard/mail/unsubscribe`: the client followed the link of a marketing e-mail. The signed
 * token names the client; the unsubscribe is recorded (again: a second click changes nothing but
 * answers the same) and audited with no staff actor, in one transaction.
 */
export async function unsubscribe(
  deps: Deps,
  token: string,
  requestId: string,
): Promise<{ ok: true; brand_name: string }> {
  const clientId = clientOfUnsubscribeToken(deps.config.jwtSecret, token);
  if (!clientId) throw invalidLink();
  return deps.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, brandId: clients.brandId, brandName: brands.name })
      .from(clients)
      .innerJoin(brands, eq(brands.id, clients.brandId))
      .where(eq(clients.id, clientId))
      .for('update', { of: clients });
    if (!client) throw invalidLink();
    const [before] = await tx
      .select()
      .from(clientMarketingConsent)
      .where(eq(clientMarketingConsent.clientId, clientId));
    if (before?.unsubscribedAt) return { ok: true as const, brand_name: client.brandName };
    const now = deps.clock();
    const values = {
      consented: false,
      source: 'unsubscribe_link',
      changedAt: now,
      changedBy: null,
      unsubscribedAt: now,
    };
    await tx
      .insert(clientMarketingConsent)
      .values({ clientId, brandId: client.brandId, ...values })
      .onConflictDoUpdate({ target: clientMarketingConsent.clientId, set: values });
    await appendAudit(
      tx,
      { actorId: null, viewedAsId: null, brandId: client.brandId, requestId },
      {
        action: 'client.unsubscribe',
        entityType: 'client',
        entityId: clientId,
        before: { consented: before?.consented ?? false, unsubscribed_at: null },
        after: { consented: false, unsubscribed_at: now.toISOString() },
      },
    );
    return { ok: true as const, brand_name: client.brandName };
  });
}
