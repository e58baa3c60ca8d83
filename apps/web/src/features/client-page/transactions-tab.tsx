import type { TClient } from '@crm/contracts';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { enTransactions } from '@crm/contracts/locales/en/transactions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { refundColumn, transactionColumns } from '../transactions/transaction-columns.tsx';
import { transactionKeys } from '../transactions/transaction-keys.ts';

const SHOWN = ['updatedAt', 'account', 'transaction_type', 'method', 'status', 'amount', 'refundAmount', 'comment'];
const LIMIT = 50;

/** Every transaction of the client, newest change first, grouped by day, with refunds. */
export function TransactionsTab({ client }: { client: TClient }) {
  const t = useT(enClientPage, enTransactions);
  // The transactions page's columns, in the console's language: those a client's own list shows.
  const columns = useMemo(() => [...transactionColumns(t).filter((c) => SHOWN.includes(c.id)), refundColumn(t)], [t]);
  const [page, setPage] = useState(1);
  const query = { list: 'all' as const, user: client._id, page, limit: LIMIT, sort: '-updatedAt' as const };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: transactionKeys.list(query),
    queryFn: () => call('listTransactions', { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ListTable
        caption={t('clientPage.transactions.caption')}
        listId="client-transactions"
        columns={columns}
        rows={data?.docs}
        rowKey={(t) => t._id}
        dateOf={(t) => t.updatedAt}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={t('clientPage.transactions.empty')}
      />
      {data && data.totalDocs > LIMIT && (
        <Pager
          page={page}
          pages={Math.ceil(data.totalDocs / LIMIT)}
          total={data.totalDocs}
          approximate={data.totalIsEstimate}
          noun={t('clientPage.transactions.noun')}
          onPage={setPage}
        />
      )}
    </>
  );
}
