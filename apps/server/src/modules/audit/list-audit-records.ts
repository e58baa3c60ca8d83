import type { TAuditRecord } from '@crm/contracts';
import { aliasedTable, and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { auditLog, staff } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { sealAuditInbox } from './seal-audit.ts';

type Query = { cursor?: string; limit: number; type?: string; entityId?: string; actorId?: string };

const actor = aliasedTable(staff, 'actor');
const viewed = aliasedTable(staff, 'viewed');
const person = (t: typeof actor) => ({
  id: t.id,
  name: sql<string>`${t.firstName} || ' ' || ${t.lastName}`,
  email: t.email,
});

/**
 * `GET /dashboard/users/userLogs`: newest first, keyset-paged by position in the chain. Shows the
 * selected brand's records and those tied to no brand (failed sign-ins).
 */
export async function listAuditRecords(
  { db }: Deps,
  ctx: RequestContext,
  query: Query,
): Promise<{ docs: TAuditRecord[]; nextCursor: string | null }> {
  // Everything committed before this read is on the chain when it is read.
  await sealAuditInbox(db, { wait: true });
  const rows = await db
    .select({ log: auditLog, actor: person(actor), viewed: person(viewed) })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(viewed, eq(viewed.id, auditLog.viewedAsId))
    .where(
      and(
        or(eq(auditLog.brandId, ctx.auth.brand), isNull(auditLog.brandId)),
        query.type ? eq(auditLog.entityType, query.type) : undefined,
        query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
        query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
        query.cursor ? lt(auditLog.seq, Number(query.cursor)) : undefined,
      ),
    )
    .orderBy(desc(auditLog.seq))
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const toActor = (p: { id: string; name: string; email: string } | null) =>
    p ? { _id: p.id, name: p.name, email: p.email } : null;
  return {
    docs: page.map(({ log, actor, viewed }) => ({
      _id: String(log.seq),
      at: log.at.toISOString(),
      actor: toActor(actor),
      viewedAs: toActor(viewed),
      brand: log.brandId,
      action: log.action,
      entityType: log.entityType,
      entityId: log.entityId,
      before: log.before,
      after: log.after,
      requestId: log.requestId,
    })),
    nextCursor: rows.length > query.limit && page.length > 0 ? String(page[page.length - 1]?.log.seq) : null,
  };
}
