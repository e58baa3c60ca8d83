import type { TClientRequest, TRequestType } from '@crm/contracts';
import { enRequests } from '@crm/contracts/locales/en/requests';
import { findRouteEntry } from '@crm/contracts/menu';
import { MAX_PAGE_SIZE } from '@crm/contracts/paging';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { RefreshButton } from '../../components/ui/refresh-icon.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { menuKeyOf } from '../layout/menu-keys.ts';
import { actionsColumn, requestColumns } from './request-columns.tsx';
import { requestFilters } from './request-filters.ts';
import { requestKeys } from './request-keys.ts';
import type { RequestsT } from './request-labels.ts';

const QUEUES: Record<string, TRequestType> = {
  '/finances/pending-deposits': 'depositCryptoToAccount',
  '/finances/pending-withdrawals': 'withdrawFromAccount',
};
const SHOWN = ['client', 'account', 'amount', 'details', 'outcome'];
// Under a day heading the time is enough.
const columnsOf = (t: RequestsT): readonly ListColumn<TClientRequest>[] => [
  { id: 'time', nowrap: true, label: t('requests.column.time'), cell: (r) => format(new Date(r.createdAt), 'HH:mm') },
  ...requestColumns(t).filter((c) => SHOWN.includes(c.id)),
  actionsColumn(t),
];

/**
 * Pending withdrawals or pending crypto deposits: spec point 9 reads them as page 1 of size 1000,
 * grouped by day, oldest work visible at the bottom; each row is processed, rejected or delayed here.
 */
export default function PendingRequestsPage() {
  const t = useT(enRequests);
  const columns = useMemo(() => columnsOf(t), [t]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const entry = findRouteEntry(pathname);
  const title = entry ? t(menuKeyOf(entry.key)) : undefined;
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
        {title ?? t('requests.pending.title')}{' '}
        {data && <span className="muted">({data.totalDocs.toLocaleString('en')})</span>}
        <RefreshButton onRefresh={() => void refetch()} busy={isFetching} label={t('requests.pending.refresh')} />
      </h1>
      {data && data.totalDocs > data.data.length && (
        <p className="muted">
          {t('requests.pending.newest', {
            shown: data.data.length.toLocaleString('en'),
            total: data.totalDocs.toLocaleString('en'),
          })}
        </p>
      )}
      <ListTable
        caption={title ?? t('requests.pending.caption')}
        listId={pathname}
        columns={columns}
        rows={data?.data}
        rowKey={(r) => r._id}
        dateOf={(r) => r.createdAt}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={t('requests.pending.empty')}
        onOpen={(r) => void navigate(`/clients/${r.user._id}`)}
      />
    </>
  );
}
