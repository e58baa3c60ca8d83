import type { TRequestExportField } from '@crm/contracts';
import { ExportControl } from '../../components/export/export-control.tsx';
import { callForFile, type TCallInput } from '../../lib/api/call.ts';

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

type Props = {
  /** The list's query (filters, sort, dates); its paging is left out. */
  query: NonNullable<TCallInput<'listRequests'>['query']>;
  /** The keys of the columns the list shows. */
  columns: readonly string[];
};

/**
 * Exports a requests list as it is filtered and sorted (every page) with the columns it shows,
 * through `GET /dashboard/users/requests?export=csv|xlsx&fields=…`.
 */
export function ExportRequestsButton({ query, columns }: Props) {
  const fields = [...new Set(columns.flatMap((c) => FIELDS_OF[c] ?? []))];
  return (
    <ExportControl
      fallbackName="requests"
      disabled={fields.length === 0}
      start={(format) =>
        callForFile('listRequests', {
          query: { ...query, page: null, limit: null, export: format, fields: fields.join(',') },
        })
      }
    />
  );
}
