import { call, callForFile } from '../../lib/api/call.ts';
import type { ClientListQuery, ClientListSource } from '../clients/client-list-source.ts';
import { segmentKeys } from './segment-keys.ts';

/** What the results call takes of a clients list's query: the segment's filters replace the list's. */
const resultsQuery = (q: ClientListQuery) => ({
  page: q.page,
  limit: q.limit,
  sort: q.sort,
  search: q.search,
  fields: q.fields,
  cursor: q.cursor,
});

/** A segment's results as a clients list's source: its rows and its export. */
export const segmentSource = (id: string): ClientListSource => ({
  queryKey: (q) => segmentKeys.results(id, resultsQuery(q)),
  page: (q) => call('listSegmentResults', { params: { id }, query: resultsQuery(q) }),
  file: (q, format) =>
    callForFile('listSegmentResults', { params: { id }, query: { ...resultsQuery(q), export: format } }),
  fixedFilters: true,
});
