import type { TClient } from '@crm/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { toClientReply } from './client-reply.ts';

/** One client by id or by cTrader id; outside the caller's brand or countries it does not exist (404). */
export async function getClient(
  { db }: Deps,
  ctx: RequestContext,
  by: { id: string } | { ctraderId: string },
): Promise<TClient> {
  const [row] = await db
    .select()
    .from(clients)
    .where(
      and(
        dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }),
        isNull(clients.deletedAt),
        'id' in by ? eq(clients.id, by.id) : eq(clients.ctraderId, by.ctraderId),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Client');
  return toClientReply(row);
}
