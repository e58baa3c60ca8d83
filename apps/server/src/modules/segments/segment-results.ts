import type { TClientListQuery, TSegmentResultsQuery } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { listClients } from '../clients/list-clients.ts';
import { clientExport } from '../exports/client-export.ts';
import { loadSegment } from './get-segment.ts';

/** The clients list's query for a segment: the caller's columns, sort and paging, the segment's filters. */
export const segmentListQuery = (filters: string, query: TSegmentResultsQuery): TClientListQuery => ({
  ...query,
  view: 'all',
  filters: filters || undefined,
});

/**
 * `GET /dashboard/users/segments/{id}/results`: the segment's clients exactly as the clients list
 * shows them with the segment's filters (same WHERE, scope, columns, sort, cursors), because it is
 * the clients list's own use case that answers.
 */
export async function listSegmentResults(deps: Deps, ctx: RequestContext, id: string, query: TSegmentResultsQuery) {
  const segment = await loadSegment(deps.db, ctx, id);
  return listClients(deps, ctx, segmentListQuery(segment.filters, query));
}

/** The same rows as a file: the clients list's export (its permissions and audit) with the segment's filters. */
export async function segmentResultsExport(deps: Deps, ctx: RequestContext, id: string, query: TSegmentResultsQuery) {
  const segment = await loadSegment(deps.db, ctx, id);
  return clientExport(deps, ctx, segmentListQuery(segment.filters, query));
}
