import type { TClient } from '@crm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { useCan } from '../auth/use-can.ts';
import { ACTIONS_COLUMN, REQUEST_COLUMNS } from '../requests/request-columns.tsx';
import { requestKeys } from '../requests/request-keys.ts';
import { REQUEST_TYPE_PERMISSION } from '../requests/request-labels.ts';
import { RaiseRequestForm } from './raise-request-form.tsx';

const SHOWN = ['createdAt', 'request_type', 'account', 'amount', 'details', 'status', 'outcome'];
const COLUMNS = [...REQUEST_COLUMNS.filter((c) => SHOWN.includes(c.id)), ACTIONS_COLUMN];
const LIMIT = 50;

/** The client's requests, newest first, with the same actions as the queues; staff may raise one. */
export function RequestsTab({ client }: { client: TClient }) {
  const [page, setPage] = useState(1);
  const [raising, setRaising] = useState(false);
  const can = useCan();
  const mayRaise = Object.values(REQUEST_TYPE_PERMISSION).some((p) => can(p));
  const query = { user: client._id, page, limit: LIMIT, sort: '-createdAt' as const };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: requestKeys.list(query),
    queryFn: () => call('listRequests', { query }),
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
      <ListTable
        caption="Requests"
        listId="client-requests"
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
