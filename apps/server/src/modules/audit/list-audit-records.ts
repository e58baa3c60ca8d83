import type { TAuditLogFilters, TAuditRecord } from '@crm/contracts';
import { aliasedTable, and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, staff } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { describeRecords } from './audit-labels.ts';
import { auditLogWhere } from './audit-log-where.ts';
import { sealAuditInbox } from './seal-audit.ts';

type Query = TAuditLogFilters & { cursor?: string; limit: number };

const actor = aliasedTable(staff, 'actor');
const viewed = aliasedTable(staff, 'viewed');
const person = (t: typeof actor) => ({
  id: t.id,
  name: sql<string>`${t.firstName} || ' ' || ${t.lastName}`,
  email: t.email,
});
const toActor = (p: { id: string; name: string; email: string } | null) =>
  p ? { _id: p.id, name: p.name, email: p.email } : null;

/**
 * Up to `limit` records matching `where` before position `before` (from the newest when null),
 * newest first, with who acted, as whom, the object's name and the address: the viewer's page
 * and the export's.
 */
export async function selectAuditRecords(
  db: Db,
  brand: string,
  where: SQL | undefined,
  before: number | null,
  limit: number,
): Promise<TAuditRecord[]> {
  const rows = await db
    .select({ log: auditLog, actor: person(actor), viewed: person(viewed) })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(viewed, eq(viewed.id, auditLog.viewedAsId))
    .where(and(where, before === null ? undefined : lt(auditLog.seq, before)))
    .orderBy(desc(auditLog.seq))
    .limit(limit);
  const { labelOf, addressOf } = await describeRecords(
    db,
    brand,
    rows.map((r) => r.log),
  );
  return rows.map(({ log, actor, viewed }) => ({
    _id: String(log.seq),
    at: log.at.toISOString(),
    actor: toActor(actor),
    viewedAs: toActor(viewed),
    brand: log.brandId,
    action: log.action,
    entityType: log.entityType,
    entityId: log.entityId,
    entityLabel: labelOf(log),
    before: log.before,
    after: log.after,
    requestId: log.requestId,
    address: addressOf(log),
  }));
}

/**
 * `GET /dashboard/users/userLogs` (and a client's log): newest first, keyset-paged by position in
 * the chain, filtered as `auditLogWhere` says.
 */
export async function listAuditRecords(
  { db }: Deps,
  ctx: RequestContext,
  query: Query,
): Promise<{ docs: TAuditRecord[]; nextCursor: string | null }> {
  // Everything committed before this read is on the chain when it is read.
  await sealAuditInbox(db, { wait: true });
  const where = await auditLogWhere(db, ctx, query);
  const rows = await selectAuditRecords(
    db,
    ctx.auth.brand,
    where,
    query.cursor ? Number(query.cursor) : null,
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  return {
    docs: page,
    nextCursor: rows.length > query.limit && page.length > 0 ? (page.at(-1)?._id ?? null) : null,
  };
}
