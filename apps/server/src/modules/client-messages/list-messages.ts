import type { TClientMessageChannel, TClientMessagePage } from '@crm/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { clientMessages } from '../../db/schema-client-messages.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { selectClientMessages, toClientMessageReply } from './message-reply.ts';

/** `GET /dashboard/clientMessages?channel=`: the brand's sends on one channel, newest first. */
export async function listClientMessages(
  deps: Deps,
  ctx: RequestContext,
  q: { channel: TClientMessageChannel; page: number; limit: number },
): Promise<TClientMessagePage> {
  const where = and(eq(clientMessages.brandId, ctx.auth.brand), eq(clientMessages.channel, q.channel));
  const rows = await selectClientMessages(deps.db)
    .where(where)
    .orderBy(desc(clientMessages.createdAt), desc(clientMessages.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await deps.db.select({ n: count() }).from(clientMessages).where(where);
  return { docs: rows.map(toClientMessageReply), totalDocs: total?.n ?? 0 };
}
