import type { TRibbonFields } from '@crm/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { clientSegments } from '../../db/schema-segments.ts';
import { AppError } from '../../http/app-error.ts';
import { dataScope, type ScopeCaller } from '../../http/data-scope.ts';
import {
  countSegmentClients,
  isClientInSegment,
  segmentClientIdsSubquery,
  segmentFilters,
} from '../segments/segment-clients.ts';

/** A client as "who sees it now" lists them. */
export type AudienceClient = { _id: string; readable_id: number; name: string; country: string };

const clientScope = (caller: ScopeCaller) => dataScope(caller, { brand: clients.brandId, country: clients.country });

/** The segments' names by id (a deleted segment keeps its name here: the ribbon still names it). */
export async function segmentNames(db: Executor, ids: string[]): Promise<ReadonlyMap<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: clientSegments.id, name: clientSegments.name })
    .from(clientSegments)
    .where(inArray(clientSegments.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const badTarget = (path: 'user_id' | 'segment_id', message: string) =>
  new AppError('ribbonTarget', message, { details: [{ path, message }] });

/**
 * The target must be one client in the caller's scope (brand and country whitelist: a ribbon
 * cannot be aimed at someone its author may not see) or one live segment of the brand.
 */
export async function checkTarget(db: Executor, caller: ScopeCaller, r: TRibbonFields): Promise<void> {
  if (r.user_id) {
    const [found] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, r.user_id), clientScope(caller)));
    if (!found) throw badTarget('user_id', 'No such client in your scope');
    return;
  }
  if (r.segment_id && (await segmentFilters(db, caller.brand, r.segment_id)) !== null) return;
  throw badTarget('segment_id', 'No such segment in this brand');
}

const CLIENT_COLUMNS = {
  id: clients.id,
  readableId: clients.readableId,
  firstName: clients.firstName,
  lastName: clients.lastName,
  country: clients.country,
};

/**
 * The clients of a ribbon's target now, in the caller's scope: the count and the first `limit` by
 * readable id. A segment's are its results (the segments module's resolver); a deleted segment has none.
 */
export async function targetClients(
  db: Executor,
  caller: ScopeCaller,
  target: { brandId: string; clientId: string | null; segmentId: string | null },
  limit: number,
): Promise<{ count: number; docs: AudienceClient[] }> {
  let where: SQL | undefined;
  let count: number;
  if (target.clientId) {
    where = and(eq(clients.id, target.clientId), clientScope(caller));
    count = (await db.select({ id: clients.id }).from(clients).where(where)).length;
  } else if (target.segmentId) {
    const ids = await segmentClientIdsSubquery(db, target.brandId, target.segmentId, caller);
    if (!ids) return { count: 0, docs: [] };
    where = inArray(clients.id, ids);
    count = (await countSegmentClients(db, target.brandId, target.segmentId, caller)) ?? 0;
  } else {
    return { count: 0, docs: [] };
  }
  if (limit === 0) return { count, docs: [] };
  const rows = await db.select(CLIENT_COLUMNS).from(clients).where(where).orderBy(asc(clients.readableId)).limit(limit);
  return {
    count,
    docs: rows.map((c) => ({
      _id: c.id,
      readable_id: c.readableId,
      name: `${c.firstName} ${c.lastName}`,
      country: c.country,
    })),
  };
}

/** Of these segments of the brand, the ones that hold the client now. */
export async function segmentsHolding(
  db: Executor,
  brandId: string,
  clientId: string,
  segmentIds: string[],
): Promise<string[]> {
  const held: string[] = [];
  for (const id of new Set(segmentIds)) {
    if (await isClientInSegment(db, brandId, id, clientId)) held.push(id);
  }
  return held;
}
