import type { TAuditLogFilters } from '@crm/contracts';
import { and, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, clientRequests, clients } from '../../db/schema.ts';
import { dataScope } from '../../http/data-scope.ts';
import { reportingDayEnd, reportingDayStart } from '../../http/reporting-day.ts';
import type { RequestContext } from '../../http/request-context.ts';

/**
 * A Client ID (the digits staff read on screen) asked for with `type=client` is the client's
 * internal id in the log; another brand's Client ID matches nothing (null).
 */
async function entityIdOf(db: Db, ctx: RequestContext, f: TAuditLogFilters): Promise<string | null | undefined> {
  if (!f.entityId || f.type !== 'client' || !/^\d{1,15}$/.test(f.entityId)) return f.entityId;
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.brandId, ctx.auth.brand), eq(clients.readableId, Number(f.entityId))));
  return client?.id ?? null;
}

const UUID_TEXT = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
/** The record's object id as a uuid, null when it is none (a cast alone would fail the query). */
const entityUuid = sql`(case when ${auditLog.entityId} ~* ${UUID_TEXT} then ${auditLog.entityId}::uuid end)`;

/**
 * For a caller with the country whitelist on: records on a client (and on a client's request) only
 * when that client is in their countries, as everywhere else; records on staff, roles and the
 * system are not about a country and stay. Null (no condition) without a whitelist.
 */
function whitelistScope(ctx: RequestContext): SQL | undefined {
  if (!ctx.auth.staff.enableCountryWhitelist) return undefined;
  const visible = dataScope(ctx.auth, { brand: clients.brandId, country: clients.country });
  return sql`(${auditLog.entityType} not in ('client', 'request')
    or (${auditLog.entityType} = 'client' and exists (
      select 1 from ${clients} where ${clients.id} = ${entityUuid} and ${visible}))
    or (${auditLog.entityType} = 'request' and exists (
      select 1 from ${clientRequests} join ${clients} on ${clients.id} = ${clientRequests.clientId}
      where ${clientRequests.id} = ${entityUuid} and ${visible})))`;
}

/**
 * The log's scope and filters as one condition, shared by the viewer and its export: the selected
 * brand's records and those tied to no brand (failed sign-ins, seeding), narrowed by the caller's
 * country whitelist, then each filter given.
 * Each filter has an index that starts with it and ends in `seq` (or `at` for days), so the newest
 * first walk reads about a page of index entries (migration 0026; PERFORMANCE.md shows the plans).
 */
export async function auditLogWhere(db: Db, ctx: RequestContext, f: TAuditLogFilters): Promise<SQL | undefined> {
  const entityId = await entityIdOf(db, ctx, f);
  return and(
    or(eq(auditLog.brandId, ctx.auth.brand), isNull(auditLog.brandId)),
    whitelistScope(ctx),
    f.type ? eq(auditLog.entityType, f.type) : undefined,
    f.actor ? eq(auditLog.actorId, f.actor) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    entityId === null ? sql`false` : entityId ? eq(auditLog.entityId, entityId) : undefined,
    f.fromDate ? gte(auditLog.at, reportingDayStart(f.fromDate)) : undefined,
    f.toDate ? lt(auditLog.at, reportingDayEnd(f.toDate)) : undefined,
  );
}
