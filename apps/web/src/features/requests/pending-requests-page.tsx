import type { TClientRequest, TRequestType } from '@crm/contracts';
import { findRouteEntry } from '@crm/contracts/menu';
import { MAX_PAGE_SIZE } from '@crm/contracts/paging';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useLocation, useNavigate } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { RefreshButton } from '../../components/ui/refresh-icon.tsx';
import { call } from '../../lib/api/call.ts';
import { ACTIONS_COLUMN, REQUEST_COLUMNS } from './request-columns.tsx';
import { requestFilters } from './request-filters.ts';
import { requestKeys } from './request-keys.ts';

const QUEUES: Record<string, TRequestType> = {
  '/finances/pending-deposits': 'depositCryptoToAccount',
  '/finances/pending-withdrawals': 'withdrawFromAccount',
};
const SHOWN = ['client', 'account', 'amount', 'details', 'outcome'];
// Under a day heading the time is enough.
const COLUMNS: readonly ListColumn<TClientRequest>[] = [
  { id: 'time', nowrap: true, label: 'Time', cell: (r) => format(new Date(r.createdAt), 'HH:mm') },
  ...REQUEST_COLUMNS.filter((c) => SHOWN.includes(c.id)),
  ACTIONS_COLUMN,
];

/**
 * Pending withdrawals or pending crypto deposits: spec point 9 reads them as page 1 of size 1000,
 * grouped by day, oldest work visible at the bottom; each row is processed, rejected or delayed here.
 */
export default function PendingRequestsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const type = QUEUES[pathname] ?? 'withdrawFromAccount';
  const query = {
    page: 1,
    limit: MAX_PAGE_SIZE,
    filters: requestFilters({ request_type: [type], status: ['pending'] }),
    sort: '-createdAt' as const,
  };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: requestKeys.list(query),
    queryFn: () => call('listRequests', { query }),
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
      <ListTable
        caption={findRouteEntry(pathname)?.label ?? 'Pending requests'}
        listId={pathname}
        columns={COLUMNS}
        rows={data?.data}
        rowKey={(r) => r._id}
        dateOf={(r) => r.createdAt}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty="Nothing is waiting."
        onOpen={(r) => void navigate(`/clients/${r.user._id}`)}
      />
    </>
  );
}
