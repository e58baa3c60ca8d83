import type { TTransactionList } from '@crm/contracts';
import { findRouteEntry } from '@crm/contracts/menu';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ColumnChooser, chosenColumns } from '../../components/list/column-chooser.tsx';
import { DrillChipList } from '../../components/list/drill-chip-list.tsx';
import { drillChips } from '../../components/list/drill-chips.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { sortWithin } from '../../components/list/sort-within.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { useUrlParams } from '../../components/list/use-url-params.ts';
import { DateRange } from '../../components/ui/date-range.tsx';
import { call } from '../../lib/api/call.ts';
import { useCan } from '../auth/use-can.ts';
import { useAgentOptions } from '../reports-finances/use-agent-options.ts';
import { methodLabel } from '../requests/request-labels.ts';
import { ExportTransactionsButton } from './export-transactions-button.tsx';
import {
  DEFAULT_TRANSACTION_FIELDS,
  dateFieldOf,
  REFUND_COLUMN,
  TRANSACTION_COLUMNS,
  TRANSACTION_SORTS,
} from './transaction-columns.tsx';
import { transactionKeys } from './transaction-keys.ts';
import { statusLabel, TRANSACTION_TYPE_LABELS } from './transaction-labels.ts';

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
  const navigate = useNavigate();
  const list = LISTS[pathname] ?? 'all';
  const { state, update, setColumns } = useListState(DEFAULT_TRANSACTION_FIELDS);
  const filters = useUrlParams();
  const can = useCan();
  const query = {
    list,
    page: state.page,
    limit: state.limit,
    sort: sortWithin(state.sort, TRANSACTION_SORTS, '-updatedAt'),
    fromDate: filters.get('fromDate'),
    toDate: filters.get('toDate'),
    currency: filters.get('currency'),
    // Set by a report's figure (reports/finances): the list then holds exactly the rows it counts.
    transaction_type: filters.get('transaction_type'),
    status: filters.get('status'),
    method: filters.get('method'),
    // The client's country and agent and the account's platform, under which a report counted.
    country: filters.get('country'),
    sales_agent: filters.get('sales_agent'),
    platform: filters.get('platform'),
  };
  const agents = useAgentOptions(query.sales_agent !== null);
  const chips = drillChips(filters.get, (id) => agents?.find((a) => a.value === id)?.label);
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: transactionKeys.list(query),
    queryFn: () => call('listTransactions', { query }),
    placeholderData: keepPreviousData,
  });
  // A report's figure opened this list narrowed to what it counts: say so, and offer the whole list.
  const narrowing = [
    query.transaction_type &&
      `type ${query.transaction_type
        .split(',')
        .map((t) => TRANSACTION_TYPE_LABELS[t as keyof typeof TRANSACTION_TYPE_LABELS] ?? t)
        .join(', ')}`,
    query.status && `status ${query.status.split(',').map(statusLabel).join(', ')}`,
    query.method && `method ${query.method.split(',').map(methodLabel).join(', ')}`,
  ]
    .filter(Boolean)
    .join('; ');
  const columns = chosenColumns(TRANSACTION_COLUMNS, state.fields, list === 'deposits' ? [REFUND_COLUMN] : []);
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
        <ColumnChooser columns={TRANSACTION_COLUMNS} selected={state.fields} onChange={setColumns} />
        {can('transactions.export_transactions') && (
          <ExportTransactionsButton
            columns={state.fields}
            sort={query.sort}
            filters={{
              list,
              fromDate: query.fromDate,
              toDate: query.toDate,
              ...(query.currency ? { currency: query.currency } : {}),
              ...(query.transaction_type ? { transaction_type: query.transaction_type } : {}),
              ...(query.status ? { status: query.status } : {}),
              ...(query.method ? { method: query.method } : {}),
              ...(query.country ? { country: query.country } : {}),
              ...(query.sales_agent ? { sales_agent: query.sales_agent } : {}),
              ...(query.platform ? { platform: query.platform } : {}),
            }}
          />
        )}
      </div>
      <DrillChipList chips={chips} onDelete={(param) => filters.set({ [param]: null })} />
      {narrowing && (
        <p className="muted">
          Only {narrowing}, as the report counted them.{' '}
          <button
            type="button"
            className="button small"
            onClick={() => filters.set({ transaction_type: null, status: null, method: null })}
          >
            Show all
          </button>
        </p>
      )}
      <ListTable
        caption={findRouteEntry(pathname)?.label ?? 'Transactions'}
        listId={pathname}
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
        notice={columns.length === 0 ? 'No column is chosen: choose some under Columns.' : undefined}
        onOpen={(t) => void navigate(`/clients/${t.client._id}`)}
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
