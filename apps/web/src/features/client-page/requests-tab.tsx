import type { TClient, TRequestPage } from '@crm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GroupedTable } from '../../components/ui/grouped-table.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { api } from '../../lib/api/client.ts';
import { useCan } from '../auth/use-can.ts';
import { ACTIONS_COLUMN, REQUEST_COLUMNS } from '../requests/request-columns.tsx';
import { REQUEST_TYPE_PERMISSION } from '../requests/request-labels.ts';
import { RaiseRequestForm } from './raise-request-form.tsx';

const SHOWN = ['createdAt', 'request_type', 'account', 'amount', 'details', 'status', 'outcome'];
const COLUMNS = [...REQUEST_COLUMNS.filter((c) => SHOWN.includes(c.key)), ACTIONS_COLUMN];
const LIMIT = 50;

/** The client's requests, newest first, with the same actions as the queues; staff may raise one. */
export function RequestsTab({ client }: { client: TClient }) {
  const [page, setPage] = useState(1);
  const [raising, setRaising] = useState(false);
  const can = useCan();
  const mayRaise = Object.values(REQUEST_TYPE_PERMISSION).some((p) => can(p));
  const query = { user: client._id, page, limit: LIMIT, sort: '-createdAt' };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: ['requests', query],
    queryFn: () => api<TRequestPage>('/dashboard/users/requests', { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      {mayRaise && (
        <div className="list-toolbar">
          <button type="button" className="button" aria-expanded={raising} onClick={() => setRaising(!raising)}>
            {raising ? 'Close the form' : 'Raise a request'}
          </button>
        </div>
      )}
      {raising && <RaiseRequestForm client={client} onDone={() => setRaising(false)} />}
      <GroupedTable
        caption="Requests"
        columns={COLUMNS}
        rows={data?.data}
        rowKey={(r) => r._id}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty="No requests."
      />
      {data && data.totalDocs > LIMIT && (
        <Pager
          page={page}
          pages={Math.ceil(data.totalDocs / LIMIT)}
          total={data.totalDocs}
          noun="requests"
          onPage={setPage}
        />
      )}
    </>
  );
}
