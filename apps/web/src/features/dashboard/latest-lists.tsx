import { TRANSACTION_TYPES, type TTransactionRow } from '@crm/contracts';
import { enDashboard } from '@crm/contracts/locales/en/dashboard';
import { enTransactions } from '@crm/contracts/locales/en/transactions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { type ClientRow, cellText } from '../clients/columns.tsx';
import { transactionColumns } from '../transactions/transaction-columns.tsx';
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

const clientColumns = (t: TTranslateOf<typeof enDashboard>): ListColumn<ClientRow>[] => [
  { id: 'client', label: t('dashboard.client'), identity: true, cell: (c) => <ClientName client={c} /> },
  { id: 'country', label: t('dashboard.country'), nowrap: true, cell: (c) => cellText('country', c) },
  { id: 'kyc_status', label: t('dashboard.kyc'), nowrap: true, cell: (c) => cellText('kyc_status', c) },
  { id: 'createdAt', label: t('dashboard.registered'), nowrap: true, cell: (c) => cellText('createdAt', c) },
];

const TRANSACTION_FIELDS = ['createdAt', 'client', 'transaction_type', 'status', 'amount'];
const latestTransactionColumns = (t: TTranslateOf<typeof enTransactions>) => {
  const all = transactionColumns(t);
  return TRANSACTION_FIELDS.flatMap((id) => all.filter((c) => c.id === id));
};

export function LatestClients() {
  const t = useT(enDashboard);
  const columns = useMemo(() => clientColumns(t), [t]);
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: dashboardKeys.latestClients(),
    queryFn: () => call('listClients', { query: CLIENTS_QUERY }),
    placeholderData: keepPreviousData,
  });
  return (
    <DashboardCard title={t('dashboard.latestClients')} action={<Link to="/clients">{t('dashboard.allClients')}</Link>}>
      <div className="dash-table">
        <ListTable
          caption={t('dashboard.latestClients')}
          listId="dashboard-latest-clients"
          columns={columns}
          rows={data?.docs}
          rowKey={(c) => c._id}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          empty={t('dashboard.noClientRegistered')}
        />
      </div>
    </DashboardCard>
  );
}

export function LatestTransactions() {
  const t = useT(enDashboard, enTransactions);
  const columns = useMemo(() => latestTransactionColumns(t), [t]);
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: dashboardKeys.latestTransactions(),
    queryFn: () => call('listTransactions', { query: TRANSACTIONS_QUERY }),
    placeholderData: keepPreviousData,
  });
  return (
    <DashboardCard
      title={t('dashboard.latestTransactions')}
      wide
      action={<span className="muted">{t('dashboard.transfersLeftOut')}</span>}
    >
      <div className="dash-table">
        <ListTable<TTransactionRow>
          caption={t('dashboard.latestTransactions')}
          listId="dashboard-latest-transactions"
          columns={columns}
          rows={data?.docs}
          rowKey={(tx) => tx._id}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          empty={t('dashboard.noTransaction')}
        />
      </div>
    </DashboardCard>
  );
}
