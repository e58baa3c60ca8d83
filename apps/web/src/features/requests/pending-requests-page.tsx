import type { TClientRequest, TRequestPage, TRequestType } from '@crm/contracts';
import { findRouteEntry } from '@crm/contracts/menu';
import { MAX_PAGE_SIZE } from '@crm/contracts/paging';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useLocation } from 'react-router';
import { GroupedTable } from '../../components/ui/grouped-table.tsx';
import { RefreshButton } from '../../components/ui/refresh-icon.tsx';
import { api } from '../../lib/api/client.ts';
import { ACTIONS_COLUMN, REQUEST_COLUMNS } from './request-columns.tsx';
import { requestFilters } from './request-filters.ts';

const QUEUES: Record<string, TRequestType> = {
  '/finances/pending-deposits': 'depositCryptoToAccount',
  '/finances/pending-withdrawals': 'withdrawFromAccount',
};
const SHOWN = ['client', 'account', 'amount', 'details', 'outcome'];
// Under a day heading the time is enough.
const COLUMNS = [
  { key: 'time', nowrap: true, label: 'Time', cell: (r: TClientRequest) => format(new Date(r.createdAt), 'HH:mm') },
  ...REQUEST_COLUMNS.filter((c) => SHOWN.includes(c.key)),
  ACTIONS_COLUMN,
];

/**
 * Pending withdrawals or pending crypto deposits: spec point 9 reads them as page 1 of size 1000,
 * grouped by day, oldest work visible at the bottom; each row is processed, rejected or delayed here.
 */
export default function PendingRequestsPage() {
  const { pathname } = useLocation();
  const type = QUEUES[pathname] ?? 'withdrawFromAccount';
  const query = {
    page: 1,
    limit: MAX_PAGE_SIZE,
    filters: requestFilters({ request_type: [type], status: ['pending'] }),
    sort: '-createdAt',
  };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: ['requests', query],
    queryFn: () => api<TRequestPage>('/dashboard/users/requests', { query }),
  });
  return (
    <>
      <h1 className="title-row">
        {findRouteEntry(pathname)?.label ?? 'Pending'}{' '}
        {data && <span className="muted">({data.totalDocs.toLocaleString('en')})</span>}
        <RefreshButton onRefresh={() => void refetch()} busy={isFetching} label="Refresh the queue" />
      </h1>
      {data && data.totalDocs > data.data.length && (
        <p className="muted">
          Showing the newest {data.data.length.toLocaleString('en')} of {data.totalDocs.toLocaleString('en')}.
        </p>
      )}
      <GroupedTable
        caption={findRouteEntry(pathname)?.label ?? 'Pending requests'}
        columns={COLUMNS}
        rows={data?.data}
        rowKey={(r) => r._id}
        dateOf={(r) => r.createdAt}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty="Nothing is waiting."
      />
    </>
  );
}
