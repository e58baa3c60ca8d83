import type { TRequestType } from '@crm/contracts';
import { enRequests } from '@crm/contracts/locales/en/requests';
import { findRouteEntry } from '@crm/contracts/menu';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ColumnChooser, chosenColumns } from '../../components/list/column-chooser.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { sortWithin } from '../../components/list/sort-within.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { useUrlParams } from '../../components/list/use-url-params.ts';
import { DateRange } from '../../components/ui/date-range.tsx';
import { MultiSelect } from '../../components/ui/multi-select.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { menuKeyOf } from '../layout/menu-keys.ts';
import { ExportRequestsButton } from './export-requests-button.tsx';
import { actionsColumn, DEFAULT_REQUEST_FIELDS, REQUEST_SORTS, requestColumns } from './request-columns.tsx';
import { readRequestFilters, requestFilters } from './request-filters.ts';
import { requestKeys } from './request-keys.ts';
import { REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS, type RequestsT } from './request-labels.ts';

/** The sub-lists of spec point 2, each fixed to one request type. */
const FIXED_TYPE: Record<string, TRequestType> = {
  '/requests/change-leverage': 'changeAccountLeverage',
  '/requests/delete-account': 'deleteAccount',
};

const SUB_LIST_HIDDEN = new Set(['request_type', 'amount']);

/** The values of a filter (the keys of its English labels), each named in the console's language. */
const statusOptions = (t: RequestsT) =>
  (Object.keys(REQUEST_STATUS_LABELS) as (keyof typeof REQUEST_STATUS_LABELS)[]).map((value) => ({
    value,
    label: t(`requests.status.${value}`),
  }));
const typeOptions = (t: RequestsT) =>
  (Object.keys(REQUEST_TYPE_LABELS) as (keyof typeof REQUEST_TYPE_LABELS)[]).map((value) => ({
    value,
    label: t(`requests.type.${value}`),
  }));

/** Requests: all of them, or one type; every part of the list's state lives in the URL. */
export default function RequestsListPage() {
  const t = useT(enRequests);
  const allColumns = useMemo(() => requestColumns(t), [t]);
  const actions = useMemo(() => actionsColumn(t), [t]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const entry = findRouteEntry(pathname);
  const fixedType = FIXED_TYPE[pathname];
  const { state, update, setColumns } = useListState(DEFAULT_REQUEST_FIELDS);
  const filters = useUrlParams();
  const can = useCan();
  // Status and type live in the URL's `filters`; a sub-list adds its own type on the way out.
  const chosen = readRequestFilters(state.filters);
  const query = {
    page: state.page,
    limit: state.limit,
    sort: sortWithin(state.sort, REQUEST_SORTS, '-createdAt'),
    filters: requestFilters(fixedType ? { ...chosen, request_type: [fixedType] } : chosen),
    fromDate: filters.get('fromDate'),
    toDate: filters.get('toDate'),
  };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: requestKeys.list(query),
    queryFn: () => call('listRequests', { query }),
    placeholderData: keepPreviousData,
  });
  // A sub-list is one type, none of which carries an amount: those columns would only repeat.
  const choosable = allColumns.filter((c) => !(fixedType && SUB_LIST_HIDDEN.has(c.id)));
  const columns = chosenColumns(choosable, state.fields, [actions]);

  return (
    <>
      <h1>
        {entry ? t(menuKeyOf(entry.key)) : t('requests.title')}{' '}
        {data && <span className="muted">({data.totalDocs.toLocaleString('en')})</span>}
      </h1>
      <div className="list-toolbar">
        <MultiSelect
          label={t('requests.statusFilter')}
          options={statusOptions(t)}
          selected={chosen.status}
          onChange={(status: string[]) => update({ filters: requestFilters({ ...chosen, status }) })}
        />
        {!fixedType && (
          <MultiSelect
            label={t('requests.typeFilter')}
            options={typeOptions(t)}
            selected={chosen.request_type}
            onChange={(types: string[]) => update({ filters: requestFilters({ ...chosen, request_type: types }) })}
          />
        )}
        <DateRange from={query.fromDate} to={query.toDate} onChange={(range) => filters.set(range)} />
        <ColumnChooser columns={choosable} selected={state.fields} onChange={setColumns} />
        {can('utils.export') && <ExportRequestsButton query={query} columns={columns.map((c) => c.id)} />}
      </div>
      <ListTable
        caption={t('requests.caption')}
        listId={pathname}
        columns={columns}
        rows={data?.data}
        rowKey={(r) => r._id}
        sort={query.sort}
        onSort={(sort) => update({ sort })}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={t('requests.empty')}
        rowClass={(r) => (r.status === 'pending' ? undefined : 'settled')}
        onOpen={(r) => void navigate(`/clients/${r.user._id}`)}
      />
      {data && (
        <Pager
          page={state.page}
          pages={Math.max(1, Math.ceil(data.totalDocs / state.limit))}
          total={data.totalDocs}
          noun={t('requests.noun')}
          onPage={(page) => update({ page })}
        />
      )}
    </>
  );
}
