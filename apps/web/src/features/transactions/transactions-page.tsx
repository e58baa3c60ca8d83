import type { TTransactionList } from '@crm/contracts';
import { enTransactions } from '@crm/contracts/locales/en/transactions';
import { findRouteEntry } from '@crm/contracts/menu';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { menuKeyOf } from '../layout/menu-keys.ts';
import { useAgentOptions } from '../reports-finances/use-agent-options.ts';
import { methodLabel } from '../requests/request-labels.ts';
import { ExportTransactionsButton } from './export-transactions-button.tsx';
import {
  DEFAULT_TRANSACTION_FIELDS,
  dateFieldOf,
  refundColumn,
  TRANSACTION_SORTS,
  transactionColumns,
} from './transaction-columns.tsx';
import { transactionKeys } from './transaction-keys.ts';
import { isTransactionType, statusLabel, typeLabel } from './transaction-labels.ts';

const LISTS: Record<string, TTransactionList> = {
  '/finances/deposits': 'deposits',
  '/finances/withdrawals': 'withdrawals',
};

/**
 * Deposits or withdrawals (settled and failed, never pending: spec point 4), newest change first,
 * grouped by day; a settled deposit can be refunded from its row.
 */
export default function TransactionsPage() {
  const t = useT(enTransactions);
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
  // A type from a report's link; one the console does not know reads as its code.
  const typeText = (type: string) => (isTransactionType(type) ? typeLabel(type, t) : type);
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
      t('transactions.narrowType', { list: query.transaction_type.split(',').map(typeText).join(', ') }),
    query.status &&
      t('transactions.narrowStatus', {
        list: query.status
          .split(',')
          .map((s) => statusLabel(s, t))
          .join(', '),
      }),
    query.method && t('transactions.narrowMethod', { list: query.method.split(',').map(methodLabel).join(', ') }),
  ]
    .filter(Boolean)
    .join('; ');
  const allColumns = useMemo(() => transactionColumns(t), [t]);
  const columns = chosenColumns(allColumns, state.fields, list === 'deposits' ? [refundColumn(t)] : []);
  const entry = findRouteEntry(pathname);
  const title = entry ? t(menuKeyOf(entry.key)) : t('transactions.title');
  const dateField = dateFieldOf(query.sort);
  const byDate = query.sort.replace('-', '') !== 'amount';

  return (
    <>
      <h1>
        {title}{' '}
        {data && (
          <span className="muted">
            {t(data.totalIsEstimate ? 'transactions.totalAbout' : 'transactions.total', {
              total: data.totalDocs.toLocaleString('en'),
            })}
          </span>
        )}
      </h1>
      <div className="list-toolbar">
        <DateRange from={query.fromDate} to={query.toDate} onChange={(range) => filters.set(range)} />
        <label className="field">
          <span className="field-label">{t('transactions.currency')}</span>
          <select value={query.currency ?? ''} onChange={(e) => filters.set({ currency: e.target.value || null })}>
            <option value="">{t('transactions.all')}</option>
            {['USD', 'EUR', 'GBP', 'BTC', 'ETH', 'USDT'].map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <ColumnChooser columns={allColumns} selected={state.fields} onChange={setColumns} />
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
          {t('transactions.narrowed', { what: narrowing })}{' '}
          <button
            type="button"
            className="button small"
            onClick={() => filters.set({ transaction_type: null, status: null, method: null })}
          >
            {t('transactions.showAll')}
          </button>
        </p>
      )}
      <ListTable
        caption={title}
        listId={pathname}
        columns={columns}
        rows={data?.docs}
        rowKey={(tx) => tx._id}
        dateOf={byDate ? (tx) => tx[dateField] : undefined}
        sort={query.sort}
        onSort={(sort) => update({ sort })}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={t('transactions.empty')}
        notice={columns.length === 0 ? t('transactions.noColumn') : undefined}
        onOpen={(tx) => void navigate(`/clients/${tx.client._id}`)}
      />
      {data && (
        <Pager
          page={state.page}
          pages={Math.max(1, Math.ceil(data.totalDocs / state.limit))}
          total={data.totalDocs}
          approximate={data.totalIsEstimate}
          noun={t('transactions.noun')}
          onPage={(page) => update({ page })}
        />
      )}
    </>
  );
}
