import type { TClient } from '@crm/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { dataScope } from '../../http/data-scope.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { toClientReply } from './client-reply.ts';

export type ClientRow = typeof clients.$inferSelect;

/**
 * Every change to a client, in one transaction: lock the row within the caller's scope (else 404),
 * apply, and audit before and after under the client, where the client's event log finds it.
 */
export async function changeClient(
  { db }: Deps,
  ctx: RequestContext,
  id: string,
  action: string,
  apply: (tx: Tx, client: ClientRow) => Promise<Partial<typeof clients.$inferInsert>>,
): Promise<TClient> {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select()
      .from(clients)
      .where(
        and(
          eq(clients.id, id),
          isNull(clients.deletedAt),
          dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }),
        ),
      )
      .for('update');
    if (!client) throw notFound('Client');
    const patch = await apply(tx, client);
    const [changed] = await tx
      .update(clients)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(clients.id, id))
      .returning();
    if (!changed) throw notFound('Client');
    const after = toClientReply(changed);
    await appendAudit(tx, auditContextOf(ctx), {
      action,
      entityType: 'client',
      entityId: id,
      before: toClientReply(client),
      after,
    });
    return after;
  });
}
