import type { TMailDelivery } from '@crm/contracts';
import { format } from 'date-fns';
import { useLocation } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';

const columns: ListColumn<TMailDelivery>[] = [
  { id: 'client', label: 'Client', identity: true, cell: (d) => d.client_name },
  { id: 'to', label: 'E-mail', cell: (d) => d.to_address },
  {
    id: 'status',
    label: 'Status',
    nowrap: true,
    cell: (d) => <span className={`mail-status mail-status-${d.status}`}>{d.status}</span>,
  },
  { id: 'via', label: 'Via', nowrap: true, cell: (d) => d.transport ?? '—' },
  {
    id: 'sent',
    label: 'At',
    nowrap: true,
    cell: (d) => (d.sent_at ? format(new Date(d.sent_at), 'dd/MM/yyyy HH:mm:ss') : '—'),
  },
  { id: 'error', label: 'Error', cell: (d) => d.error ?? '' },
];

/** The send log of one mailing: every recipient with the outcome of their message. */
export function SendLog({ deliveries }: { deliveries: TMailDelivery[] }) {
  const { pathname } = useLocation();
  return (
    <ListTable
      caption="Send log"
      listId={`${pathname}#send-log`}
      columns={columns}
      rows={deliveries}
      rowKey={(d) => d._id}
      empty="Not sent yet."
    />
  );
}
