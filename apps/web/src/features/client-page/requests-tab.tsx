import type { TClient } from '@crm/contracts';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { enRequests } from '@crm/contracts/locales/en/requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { actionsColumn, requestColumns } from '../requests/request-columns.tsx';
import { requestKeys } from '../requests/request-keys.ts';
import { REQUEST_TYPE_PERMISSION } from '../requests/request-labels.ts';
import { RaiseRequestForm } from './raise-request-form.tsx';

const SHOWN = ['createdAt', 'request_type', 'account', 'amount', 'details', 'status', 'outcome'];
const LIMIT = 50;

/** The client's requests, newest first, with the same actions as the queues; staff may raise one. */
export function RequestsTab({ client }: { client: TClient }) {
  const t = useT(enClientPage, enRequests);
  const columns = useMemo(() => [...requestColumns(t).filter((c) => SHOWN.includes(c.id)), actionsColumn(t)], [t]);
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
            {t(raising ? 'clientPage.requests.closeForm' : 'clientPage.requests.raise')}
          </button>
        </div>
      )}
      {raising && <RaiseRequestForm client={client} onDone={() => setRaising(false)} />}
      <ListTable
        caption={t('clientPage.requests.caption')}
        listId="client-requests"
        columns={columns}
        rows={data?.data}
        rowKey={(r) => r._id}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={t('clientPage.requests.empty')}
      />
      {data && data.totalDocs > LIMIT && (
        <Pager
          page={page}
          pages={Math.ceil(data.totalDocs / LIMIT)}
          total={data.totalDocs}
          noun={t('clientPage.requests.noun')}
          onPage={setPage}
        />
      )}
    </>
  );
}
