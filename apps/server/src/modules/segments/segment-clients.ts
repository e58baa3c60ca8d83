import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients } from '../../db/schema.ts';
import { clientSegments } from '../../db/schema-segments.ts';
import { dataScope, type ScopeCaller } from '../../http/data-scope.ts';
import { filtersToSql } from '../clients/filters-to-sql.ts';

/**
 * Who is in a segment, for the modules that act on segments (ribbons, sends) and for the segments'
 * own counts. A segment's members are the clients of its brand that its filters select, read now:
 * the same WHERE the clients list builds from the same `filters` text (filters-to-sql.ts), so a
 * segment and the list with its filters never disagree.
 *
 * `viewer`: with a staff member's scope, only the clients that staff member may see (their
 * country whitelist); without one (the client app, a job), every client of the brand.
 */

/** The membership condition over `clients` for a brand and a filter text (already validated). */
export function segmentFiltersWhere(brandId: string, filters: string, viewer?: ScopeCaller): SQL {
  const scope = viewer
    ? dataScope({ ...viewer, brand: brandId }, { brand: clients.brandId, country: clients.country })
    : eq(clients.brandId, brandId);
  return and(scope, filtersToSql(filters)) ?? sql`true`;
}

/** The filter text of a live (not deleted) segment of the brand; null when there is none. */
export async function segmentFilters(db: Executor, brandId: string, segmentId: string): Promise<string | null> {
  const [row] = await db
    .select({ filters: clientSegments.filters })
    .from(clientSegments)
    .where(
      and(eq(clientSegments.id, segmentId), eq(clientSegments.brandId, brandId), isNull(clientSegments.deletedAt)),
    );
  return row?.filters ?? null;
}

/**
 * A subquery of the ids of the clients in the segment now (`(select id from clients where …)`, in
 * parentheses), to use as `inArray(column, subquery)` or ``sql`exists ${subquery}` ``; null when the brand has no such live segment.
 */
export async function segmentClientIdsSubquery(
  db: Executor,
  brandId: string,
  segmentId: string,
  viewer?: ScopeCaller,
): Promise<SQL | null> {
  const filters = await segmentFilters(db, brandId, segmentId);
  if (filters === null) return null;
  return sql`(select ${clients.id} from ${clients} where ${segmentFiltersWhere(brandId, filters, viewer)})`;
}

/** The ids of the clients in the segment now; null when the brand has no such live segment. */
export async function segmentClientIds(
  db: Executor,
  brandId: string,
  segmentId: string,
  viewer?: ScopeCaller,
): Promise<string[] | null> {
  const filters = await segmentFilters(db, brandId, segmentId);
  if (filters === null) return null;
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(segmentFiltersWhere(brandId, filters, viewer))
    .orderBy(clients.id);
  return rows.map((r) => r.id);
}

/** How many clients of the brand match a filter text now (exact). */
export async function countClientsMatching(
  db: Executor,
  brandId: string,
  filters: string,
  viewer?: ScopeCaller,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${clients} where ${segmentFiltersWhere(brandId, filters, viewer)}`,
  );
  return row?.n ?? 0;
}

/** How many clients are in the segment now; null when the brand has no such live segment. */
export async function countSegmentClients(
  db: Executor,
  brandId: string,
  segmentId: string,
  viewer?: ScopeCaller,
): Promise<number | null> {
  const filters = await segmentFilters(db, brandId, segmentId);
  if (filters === null) return null;
  return countClientsMatching(db, brandId, filters, viewer);
}

/** Whether one client is in the segment now (false when the brand has no such live segment). */
export async function isClientInSegment(
  db: Executor,
  brandId: string,
  segmentId: string,
  clientId: string,
): Promise<boolean> {
  const filters = await segmentFilters(db, brandId, segmentId);
  if (filters === null) return false;
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), segmentFiltersWhere(brandId, filters)))
    .limit(1);
  return row !== undefined;
}
