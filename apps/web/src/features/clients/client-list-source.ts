import type { TClientPage, TExportFormat } from '@crm/contracts';
import { call, callForFile, type TCallInput } from '../../lib/api/call.ts';
import { clientKeys } from './client-keys.ts';

export type ClientListQuery = NonNullable<TCallInput<'listClients'>['query']>;

/**
 * Where a clients list reads its rows and its file. The clients lists read `GET /dashboard/users`;
 * a segment's results read the segment's call with the segment's filters fixed (the same columns,
 * sort, paging and export), so both are this one page.
 */
export type ClientListSource = {
  queryKey: (query: ClientListQuery) => readonly unknown[];
  page: (query: ClientListQuery) => Promise<TClientPage>;
  file: (query: ClientListQuery, format: TExportFormat) => Promise<Response>;
  /** Set when the filters are fixed by the source: no filter builder, no report drill-down chips. */
  fixedFilters?: true;
};

export const ALL_CLIENTS: ClientListSource = {
  queryKey: (query) => clientKeys.list(query),
  page: (query) => call('listClients', { query }),
  file: (query, format) => callForFile('listClients', { query: { ...query, export: format } }),
};
