import type { TClient, TTransactionPage } from '@crm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GroupedTable } from '../../components/ui/grouped-table.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { api } from '../../lib/api/client.ts';
import { REFUND_COLUMN, TRANSACTION_COLUMNS } from '../transactions/transaction-columns.tsx';

const SHOWN = ['updatedAt', 'account', 'transaction_type', 'method', 'status', 'amount', 'refundAmount', 'comment'];
const COLUMNS = [...TRANSACTION_COLUMNS.filter((c) => SHOWN.includes(c.key)), REFUND_COLUMN];
const LIMIT = 50;

/** Every transaction of the client, newest change first, grouped by day, with refunds. */
export function TransactionsTab({ client }: { client: TClient }) {
  const [page, setPage] = useState(1);
  const query = { list: 'all', user: client._id, page, limit: LIMIT, sort: '-updatedAt' };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: ['transactions', query],
    queryFn: () => api<TTransactionPage>('/dashboard/users/transactions', { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <GroupedTable
        caption="Transactions"
        columns={COLUMNS}
        rows={data?.docs}
        rowKey={(t) => t._id}
        dateOf={(t) => t.updatedAt}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty="No transactions yet."
      />
      {data && data.totalDocs > LIMIT && (
        <Pager
          page={page}
          pages={Math.ceil(data.totalDocs / LIMIT)}
          total={data.totalDocs}
          approximate={data.totalIsEstimate}
          noun="transactions"
          onPage={setPage}
        />
      )}
    </>
  );
}
