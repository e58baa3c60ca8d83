import type { TRequestType } from '@crm/contracts';
import { findRouteEntry } from '@crm/contracts/menu';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
import { useCan } from '../auth/use-can.ts';
import { ExportRequestsButton } from './export-requests-button.tsx';
import { ACTIONS_COLUMN, DEFAULT_REQUEST_FIELDS, REQUEST_COLUMNS, REQUEST_SORTS } from './request-columns.tsx';
import { readRequestFilters, requestFilters } from './request-filters.ts';
import { requestKeys } from './request-keys.ts';
import { REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS } from './request-labels.ts';

/** The sub-lists of spec point 2, each fixed to one request type. */
const FIXED_TYPE: Record<string, TRequestType> = {
  '/requests/change-leverage': 'changeAccountLeverage',
  '/requests/delete-account': 'deleteAccount',
};

const SUB_LIST_HIDDEN = new Set(['request_type', 'amount']);

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Requests: all of them, or one type; every part of the list's state lives in the URL. */
export default function RequestsListPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
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
  const choosable = REQUEST_COLUMNS.filter((c) => !(fixedType && SUB_LIST_HIDDEN.has(c.id)));
  const columns = chosenColumns(choosable, state.fields, [ACTIONS_COLUMN]);

  return (
    <>
      <h1>
        {findRouteEntry(pathname)?.label ?? 'Requests'}{' '}
        {data && <span className="muted">({data.totalDocs.toLocaleString('en')})</span>}
      </h1>
      <div className="list-toolbar">
        <MultiSelect
          label="Status"
          options={options(REQUEST_STATUS_LABELS)}
          selected={chosen.status}
          onChange={(status: string[]) => update({ filters: requestFilters({ ...chosen, status }) })}
        />
        {!fixedType && (
          <MultiSelect
            label="Type"
            options={options(REQUEST_TYPE_LABELS)}
            selected={chosen.request_type}
            onChange={(types: string[]) => update({ filters: requestFilters({ ...chosen, request_type: types }) })}
          />
        )}
        <DateRange from={query.fromDate} to={query.toDate} onChange={(range) => filters.set(range)} />
        <ColumnChooser columns={choosable} selected={state.fields} onChange={setColumns} />
        {can('utils.export') && <ExportRequestsButton query={query} columns={columns.map((c) => c.id)} />}
      </div>
      <ListTable
        caption="Requests"
        listId={pathname}
        columns={columns}
        rows={data?.data}
        rowKey={(r) => r._id}
        sort={query.sort}
        onSort={(sort) => update({ sort })}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty="No request matches."
        rowClass={(r) => (r.status === 'pending' ? undefined : 'settled')}
        onOpen={(r) => void navigate(`/clients/${r.user._id}`)}
      />
      {data && (
        <Pager
          page={state.page}
          pages={Math.max(1, Math.ceil(data.totalDocs / state.limit))}
          total={data.totalDocs}
          noun="requests"
          onPage={(page) => update({ page })}
        />
      )}
    </>
  );
}
