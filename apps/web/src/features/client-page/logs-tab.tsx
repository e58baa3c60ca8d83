import type { TAuditRecord, TClient } from '@crm/contracts';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { call } from '../../lib/api/call.ts';
import { auditActionLabel } from '../../lib/format/audit-action.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { clientKeys } from '../clients/client-keys.ts';

const columnsOf = (t: TTranslateOf<typeof enClientPage>): readonly ListColumn<TAuditRecord>[] => [
  { id: 'at', label: t('clientPage.logs.when'), nowrap: true, cell: (r) => new Date(r.at).toLocaleString('en-GB') },
  // Staff read words; the code stays as the hover title for whoever needs it.
  {
    id: 'action',
    label: t('clientPage.logs.event'),
    cell: (r) => <span title={r.action}>{auditActionLabel(r.action)}</span>,
  },
  { id: 'actor', label: t('clientPage.logs.by'), cell: (r) => r.actor?.name ?? t('clientPage.logs.system') },
];

/** The client's event log, newest first, each event in staff words. */
export function LogsTab({ client }: { client: TClient }) {
  const t = useT(enClientPage);
  const columns = useMemo(() => columnsOf(t), [t]);
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: clientKeys.logs(client._id),
    queryFn: () => call('listClientLogs', { params: { id: client._id }, query: { limit: 100 } }),
  });
  return (
    <ListTable
      caption={t('clientPage.logs.caption')}
      listId="client-logs"
      columns={columns}
      rows={data?.docs}
      rowKey={(r) => r._id}
      loading={isFetching}
      error={error}
      onRetry={() => void refetch()}
      empty={t('clientPage.logs.empty')}
    />
  );
}
