import type { TClientMessageChannel, TClientMessagePage } from '@crm/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import { clientMessages } from '../../db/schema-client-messages.ts';
import type { Deps } from '../../deps.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { selectClientMessages, toClientMessageReply } from './message-reply.ts';

/**
 * `GET /dashboard/clientMessages?channel=`: the brand's sends on one channel, newest first. A send to
 * one client outside the reader's country whitelist is left out (its label names the client).
 */
export async function listClientMessages(
  deps: Deps,
  ctx: RequestContext,
  q: { channel: TClientMessageChannel; page: number; limit: number },
): Promise<TClientMessagePage> {
  const clientInScope = sql`(${clientMessages.clientId} is null or exists (select 1 from ${clients}
      where ${clients.id} = ${clientMessages.clientId} and ${dataScope(ctx.auth, { brand: clients.brandId, country: clients.country })}))`;
  const where = and(eq(clientMessages.brandId, ctx.auth.brand), eq(clientMessages.channel, q.channel), clientInScope);
  const rows = await selectClientMessages(deps.db)
    .where(where)
    .orderBy(desc(clientMessages.createdAt), desc(clientMessages.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await deps.db.select({ n: count() }).from(clientMessages).where(where);
  return { docs: rows.map(toClientMessageReply), totalDocs: total?.n ?? 0 };
}
