import type { TTransactionList, TTransactionPage } from '@crm/contracts';
import { findRouteEntry } from '@crm/contracts/menu';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { DateRange } from '../../components/ui/date-range.tsx';
import { GroupedTable } from '../../components/ui/grouped-table.tsx';
import { MultiSelect } from '../../components/ui/multi-select.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { api } from '../../lib/api/client.ts';
import { useListState } from '../../lib/list/use-list-state.ts';
import { useUrlParams } from '../../lib/list/use-url-params.ts';
import { useCan } from '../auth/use-can.ts';
import { ExportTransactionsButton } from './export-transactions-button.tsx';
import { DEFAULT_TRANSACTION_FIELDS, dateFieldOf, REFUND_COLUMN, TRANSACTION_COLUMNS } from './transaction-columns.tsx';

const LISTS: Record<string, TTransactionList> = {
  '/finances/deposits': 'deposits',
  '/finances/withdrawals': 'withdrawals',
};

/**
 * Deposits or withdrawals (settled and failed, never pending: spec point 4), newest change first,
 * grouped by day; a settled deposit can be refunded from its row.
 */
export default function TransactionsPage() {
  const { pathname } = useLocation();
  const list = LISTS[pathname] ?? 'all';
  const { state, update, setColumns } = useListState(DEFAULT_TRANSACTION_FIELDS);
  const filters = useUrlParams();
  const can = useCan();
  const query = {
    list,
    page: state.page,
    limit: state.limit,
    sort: state.sort ?? '-updatedAt',
    fromDate: filters.get('fromDate'),
    toDate: filters.get('toDate'),
    currency: filters.get('currency'),
  };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: ['transactions', query],
    queryFn: () => api<TTransactionPage>('/dashboard/users/transactions', { query }),
    placeholderData: keepPreviousData,
  });
  const chosen = TRANSACTION_COLUMNS.filter((c) => state.fields.includes(c.key));
  const columns = list === 'deposits' ? [...chosen, REFUND_COLUMN] : chosen;
  const dateField = dateFieldOf(query.sort);
  const byDate = query.sort.replace('-', '') !== 'amount';

  return (
    <>
      <h1>
        {findRouteEntry(pathname)?.label ?? 'Transactions'}{' '}
        {data && (
          <span className="muted">
            ({data.totalIsEstimate ? 'about ' : ''}
            {data.totalDocs.toLocaleString('en')})
          </span>
        )}
      </h1>
      <div className="list-toolbar">
        <DateRange from={query.fromDate} to={query.toDate} onChange={(range) => filters.set(range)} />
        <label className="field">
          <span className="field-label">Currency</span>
          <select value={query.currency ?? ''} onChange={(e) => filters.set({ currency: e.target.value || null })}>
            <option value="">All</option>
            {['USD', 'EUR', 'GBP', 'BTC', 'ETH', 'USDT'].map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <MultiSelect
          label="Columns"
          options={TRANSACTION_COLUMNS.map((c) => ({ value: c.key, label: c.label }))}
          selected={state.fields}
          onChange={(picked) =>
            setColumns(TRANSACTION_COLUMNS.map((c) => ({ value: c.key, selected: picked.includes(c.key) })))
          }
        />
        {can('transactions.export_transactions') && (
          <ExportTransactionsButton
            columns={state.fields}
            filters={{
              list,
              fromDate: query.fromDate,
              toDate: query.toDate,
              ...(query.currency ? { currency: query.currency } : {}),
            }}
          />
        )}
      </div>
      <GroupedTable
        caption={findRouteEntry(pathname)?.label ?? 'Transactions'}
        columns={columns}
        rows={data?.docs}
        rowKey={(t) => t._id}
        dateOf={byDate ? (t) => t[dateField] : undefined}
        sort={query.sort}
        onSort={(sort) => update({ sort })}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty="No transaction matches."
      />
      {data && (
        <Pager
          page={state.page}
          pages={Math.max(1, Math.ceil(data.totalDocs / state.limit))}
          total={data.totalDocs}
          approximate={data.totalIsEstimate}
          noun="transactions"
          onPage={(page) => update({ page })}
        />
      )}
    </>
  );
}
