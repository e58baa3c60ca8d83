import type { TClientMessageDeliveryPage, TClientMessageOutcome } from '@crm/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import { clientMessageDeliveries } from '../../db/schema-client-messages.ts';
import type { Deps } from '../../deps.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { loadClientMessage } from './message-reply.ts';

/**
 * `GET /dashboard/clientMessages/:id/deliveries`: a send's log, one row per recipient, by readable
 * id; only the clients of the caller's scope (a colleague's send to a segment may reach countries
 * the caller may not see).
 */
export async function listClientMessageDeliveries(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  q: { page: number; limit: number },
): Promise<TClientMessageDeliveryPage> {
  await loadClientMessage(deps.db, ctx.auth.brand, id);
  const where = and(
    eq(clientMessageDeliveries.messageId, id),
    dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }),
  );
  const rows = await deps.db
    .select({
      delivery: clientMessageDeliveries,
      readableId: clients.readableId,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(clientMessageDeliveries)
    .innerJoin(clients, eq(clients.id, clientMessageDeliveries.clientId))
    .where(where)
    .orderBy(asc(clients.readableId))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await deps.db
    .select({ n: count() })
    .from(clientMessageDeliveries)
    .innerJoin(clients, eq(clients.id, clientMessageDeliveries.clientId))
    .where(where);
  return {
    docs: rows.map((r) => ({
      _id: r.delivery.id,
      client_id: r.delivery.clientId,
      readable_id: r.readableId,
      name: `${r.firstName} ${r.lastName}`,
      address: r.delivery.address,
      // A row still queued (its send was cut short) is shown as failed: it did not go out.
      outcome: (r.delivery.outcome === 'queued' ? 'failed' : r.delivery.outcome) as TClientMessageOutcome,
      error: r.delivery.outcome === 'queued' ? 'Not sent yet (the send was interrupted)' : r.delivery.error,
      sent_at: r.delivery.sentAt?.toISOString() ?? null,
    })),
    totalDocs: total?.n ?? 0,
  };
}
