import { TRANSACTION_TYPES, type TTransactionRow } from '@crm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { call } from '../../lib/api/call.ts';
import { useCan } from '../auth/use-can.ts';
import { type ClientRow, cellText } from '../clients/columns.tsx';
import { TRANSACTION_COLUMNS } from '../transactions/transaction-columns.tsx';
import { DashboardCard } from './dashboard-card.tsx';
import { dashboardKeys } from './dashboard-keys.ts';

/** Spec point 9: latest clients, page 1, limit 10 (newest registration first, the list's default). */
const CLIENTS_QUERY = {
  page: 1,
  limit: 10,
  sort: '-createdAt',
  fields: 'readableId,first_name,last_name,country,kyc_status,createdAt',
};

/** Spec point 9: latest transactions, page 1, limit 10, newest createdAt first, no transfers between accounts. */
export const TRANSACTIONS_QUERY = {
  list: 'all',
  page: 1,
  limit: 10,
  sort: '-createdAt',
  transaction_type: TRANSACTION_TYPES.filter((t) => t !== 'transfer_between_accounts').join(','),
} as const;

function ClientName({ client }: { client: ClientRow }) {
  const can = useCan();
  const text = `${client.readableId ?? ''} ${client.first_name ?? ''} ${client.last_name ?? ''}`.trim();
  return can('users.get_user') ? <Link to={`/clients/${client._id}`}>{text}</Link> : text;
}

const CLIENT_COLUMNS: readonly ListColumn<ClientRow>[] = [
  { id: 'client', label: 'Client', identity: true, cell: (c) => <ClientName client={c} /> },
  { id: 'country', label: 'Country', nowrap: true, cell: (c) => cellText('country', c) },
  { id: 'kyc_status', label: 'KYC', nowrap: true, cell: (c) => cellText('kyc_status', c) },
  { id: 'createdAt', label: 'Registered', nowrap: true, cell: (c) => cellText('createdAt', c) },
];

const TRANSACTION_FIELDS = ['createdAt', 'client', 'transaction_type', 'status', 'amount'];
const LATEST_TRANSACTION_COLUMNS = TRANSACTION_FIELDS.flatMap((id) => TRANSACTION_COLUMNS.filter((c) => c.id === id));

export function LatestClients() {
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: dashboardKeys.latestClients(),
    queryFn: () => call('listClients', { query: CLIENTS_QUERY }),
    placeholderData: keepPreviousData,
  });
  return (
    <DashboardCard title="Latest clients" action={<Link to="/clients">All clients</Link>}>
      <div className="dash-table">
        <ListTable
          caption="Latest clients"
          listId="dashboard-latest-clients"
          columns={CLIENT_COLUMNS}
          rows={data?.docs}
          rowKey={(c) => c._id}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          empty="No client has registered yet."
        />
      </div>
    </DashboardCard>
  );
}

export function LatestTransactions() {
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: dashboardKeys.latestTransactions(),
    queryFn: () => call('listTransactions', { query: TRANSACTIONS_QUERY }),
    placeholderData: keepPreviousData,
  });
  return (
    <DashboardCard
      title="Latest transactions"
      wide
      action={<span className="muted">Transfers between accounts left out</span>}
    >
      <div className="dash-table">
        <ListTable<TTransactionRow>
          caption="Latest transactions"
          listId="dashboard-latest-transactions"
          columns={LATEST_TRANSACTION_COLUMNS}
          rows={data?.docs}
          rowKey={(t) => t._id}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          empty="No transaction yet."
        />
      </div>
    </DashboardCard>
  );
}
