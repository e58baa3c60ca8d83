import type { TRibbonPage, TRibbonStatus } from '@crm/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { ribbons } from '../../db/schema-ribbons.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { selectRibbons, statusSql, toRibbonReply } from './ribbon-reply.ts';
import { segmentNames } from './ribbon-targets.ts';

/** `GET /dashboard/users/ribbons`: the brand's ribbons, newest first, optionally of one status (by the clock). */
export async function listRibbons(
  deps: Deps,
  ctx: RequestContext,
  q: { page: number; limit: number; status?: TRibbonStatus | undefined },
): Promise<TRibbonPage> {
  const now = deps.clock();
  const conditions: SQL[] = [eq(ribbons.brandId, ctx.auth.brand)];
  if (q.status) conditions.push(sql`${statusSql(now)} = ${q.status}`);
  const where = and(...conditions);
  const rows = await selectRibbons(deps.db)
    .where(where)
    .orderBy(desc(ribbons.createdAt), desc(ribbons.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await deps.db.select({ n: count() }).from(ribbons).where(where);
  const segmentIds = rows.flatMap((r) => (r.ribbon.segmentId ? [r.ribbon.segmentId] : []));
  const names = await segmentNames(deps.db, segmentIds);
  return { docs: rows.map((r) => toRibbonReply(r, now, names)), totalDocs: total?.n ?? 0 };
}
