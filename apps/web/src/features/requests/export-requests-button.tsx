import type { TRequestExportField, TRequestListQuery } from '@crm/contracts';
import { ExportControl } from '../../components/export/export-control.tsx';
import { callForFile } from '../../lib/api/call.ts';

type Sort = TRequestListQuery['sort'];

/** The export fields behind each list column: the file has what the list shows. */
const FIELDS_OF: Record<string, TRequestExportField[]> = {
  createdAt: ['createdAt'],
  client: ['readableId', 'first_name', 'last_name'],
  request_type: ['request_type'],
  account: ['platform', 'login_id'],
  amount: ['amount', 'currency'],
  details: ['leverage', 'method'],
  status: ['status'],
  outcome: ['methods', 'fee', 'reject_reason', 'delayed_reason'],
  updatedAt: ['updatedAt'],
};

/** The list's sorts, checked whole by the compiler: the URL's `sort` is sent only if the list knows it. */
const SORTS: Record<Sort, true> = {
  createdAt: true,
  '-createdAt': true,
  updatedAt: true,
  '-updatedAt': true,
  amount: true,
  '-amount': true,
};
const isSort = (value: string | null | undefined): value is Sort =>
  typeof value === 'string' && Object.hasOwn(SORTS, value);

type Props = {
  /** The list's query as the page holds it (filters, sort, dates); its paging is left out. */
  query: {
    sort?: string | null;
    filters?: string | null;
    fromDate?: string | null;
    toDate?: string | null;
    user?: string | null;
  };
  /** The keys of the columns the list shows. */
  columns: readonly string[];
};

/**
 * Exports a requests list as it is filtered and sorted (every page) with the columns it shows,
 * through `GET /dashboard/users/requests?export=csv|xlsx&fields=…`.
 */
export function ExportRequestsButton({ query, columns }: Props) {
  const fields = [...new Set(columns.flatMap((c) => FIELDS_OF[c] ?? []))];
  const { sort, filters, fromDate, toDate, user } = query;
  return (
    <ExportControl
      fallbackName="requests"
      disabled={fields.length === 0}
      start={(format) =>
        callForFile('listRequests', {
          query: {
            sort: isSort(sort) ? sort : null,
            filters,
            fromDate,
            toDate,
            user,
            export: format,
            fields: fields.join(','),
          },
        })
      }
    />
  );
}
