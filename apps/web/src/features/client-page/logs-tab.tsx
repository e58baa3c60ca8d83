import type { TAuditRecord, TClient } from '@crm/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { call } from '../../lib/api/call.ts';
import { auditActionLabel } from '../../lib/format/audit-action.ts';
import { clientKeys } from '../clients/client-keys.ts';

const COLUMNS: readonly ListColumn<TAuditRecord>[] = [
  { id: 'at', label: 'When', nowrap: true, cell: (r) => new Date(r.at).toLocaleString('en-GB') },
  // Staff read words; the code stays as the hover title for whoever needs it.
  { id: 'action', label: 'Event', cell: (r) => <span title={r.action}>{auditActionLabel(r.action)}</span> },
  { id: 'actor', label: 'By', cell: (r) => r.actor?.name ?? 'system' },
];

/** The client's event log, newest first, each event in staff words. */
export function LogsTab({ client }: { client: TClient }) {
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: clientKeys.logs(client._id),
    queryFn: () => call('listClientLogs', { params: { id: client._id }, query: { limit: 100 } }),
  });
  return (
    <ListTable
      caption="Client log"
      listId="client-logs"
      columns={COLUMNS}
      rows={data?.docs}
      rowKey={(r) => r._id}
      loading={isFetching}
      error={error}
      onRetry={() => void refetch()}
      empty="Nothing has been logged for this client yet."
    />
  );
}
