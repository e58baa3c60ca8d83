import type { TClientPage } from '@crm/contracts';
import { findRouteEntry } from '@crm/contracts/menu';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MultiSelect } from '../../components/ui/multi-select.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { useListState } from '../../lib/list/use-list-state.ts';
import { useCan } from '../auth/use-can.ts';
import { useDebounced } from '../search/use-debounced.ts';
import { CLIENT_COLUMNS, type ClientColumn, cellText, DEFAULT_CLIENT_FIELDS } from './columns.ts';
import { ExportButton } from './export-button.tsx';
import { FilterBuilder } from './filter-builder.tsx';
import { filterRefusalOf, retryServerFailures } from './filter-refusal.ts';

type Page = Pick<TClientPage, 'docs' | 'totalDocs' | 'totalIsEstimate' | 'nextCursor' | 'prevCursor'>;
const VIEWS: Record<string, 'all' | 'pending' | 'verified' | 'kyc'> = {
  '/clients': 'all',
  '/clients/pending': 'pending',
  '/clients/verified': 'verified',
  '/clients/kyc': 'kyc',
};

/** The clients lists (all, pending, verified, KYC): every part of their state lives in the URL. */
/**
 * The first column is the row's identity (the client id): below 768 px it stays fixed while the
 * rest of the row scrolls sideways (styles.css, `.identity`).
 */
const cellClass = (c: ClientColumn, index: number) =>
  [index === 0 ? 'identity' : '', c.numeric ? 'num' : ''].filter(Boolean).join(' ') || undefined;

export default function ClientsListPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const view = VIEWS[pathname] ?? 'all';
  const { state, update, setColumns } = useListState(DEFAULT_CLIENT_FIELDS);
  const can = useCan();
  const [text, setText] = useState(state.search ?? '');
  const search = useDebounced(text, 500);
  useEffect(() => {
    if ((search.trim() || null) !== state.search) update({ search: search.trim() || null });
  }, [search, state.search, update]);

  const query = {
    view,
    page: state.page,
    limit: state.limit,
    sort: state.sort ?? '-createdAt',
    search: state.search,
    filters: state.filters,
    fields: state.fields.join(','),
    cursor: state.cursor,
  };
  const { data, isFetching, error } = useQuery({
    queryKey: ['clients', query],
    queryFn: () => call('listClients', { query }),
    placeholderData: keepPreviousData,
    retry: retryServerFailures,
  });
  const refusal = filterRefusalOf(error);
  const columns = CLIENT_COLUMNS.filter((c) => state.fields.includes(c.value));
  const pages = data ? Math.max(state.page, Math.ceil(data.totalDocs / state.limit)) : 1;
  // Next and Previous walk by the server's cursors, so a deep page costs what page 1 costs.
  const goTo = (page: number) =>
    update({ page, cursor: page > state.page ? (data?.nextCursor ?? null) : (data?.prevCursor ?? null) });
  const sortBy = (key: string) => update({ sort: query.sort === key ? `-${key}` : key });

  return (
    <>
      <h1>{findRouteEntry(pathname)?.label ?? 'Clients'}</h1>
      <div className="list-toolbar">
        <input
          type="search"
          aria-label="Search clients in this list"
          placeholder="Name, e-mail or client ID"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <MultiSelect
          label="Columns"
          options={CLIENT_COLUMNS.map((c) => ({ value: c.value, label: c.label }))}
          selected={state.fields}
          onChange={(chosen) =>
            setColumns(CLIENT_COLUMNS.map((c) => ({ value: c.value, selected: chosen.includes(c.value) })))
          }
        />
        {can('utils.export') && <ExportButton query={query} />}
      </div>
      <FilterBuilder value={state.filters} onChange={(filters) => update({ filters })} refusal={refusal} />
      {error && !refusal && <p role="alert">The clients could not be loaded: {error.message}</p>}
      <div className="table-wrap" aria-busy={isFetching}>
        <table className="table">
          <caption className="visually-hidden">Clients</caption>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th
                  key={c.value}
                  scope="col"
                  className={cellClass(c, i)}
                  aria-sort={
                    c.sort && query.sort.replace('-', '') === c.sort
                      ? query.sort.startsWith('-')
                        ? 'descending'
                        : 'ascending'
                      : undefined
                  }
                >
                  {c.sort ? (
                    <button type="button" className="sort-button" onClick={() => sortBy(c.sort ?? '')}>
                      {c.label}
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.docs.map((client) => (
              <tr key={client._id} className="clickable" onClick={() => void navigate(`/clients/${client._id}`)}>
                {columns.map((c, i) => (
                  <td key={c.value} className={cellClass(c, i)}>
                    {cellText(c, client)}
                    {i === 0 && c.value === 'readableId' && client.first_name !== undefined && (
                      // On a phone only the first column stays in view: the name rides with the id.
                      <span className="identity-name">
                        {client.first_name} {client.last_name}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
            {refusal && (
              <tr>
                <td colSpan={columns.length}>No clients until the filter above is changed or deleted.</td>
              </tr>
            )}
            {data?.docs.length === 0 && (
              <tr>
                <td colSpan={columns.length}>No client matches.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {data && (
        <Pager
          page={state.page}
          pages={pages}
          total={data.totalDocs}
          approximate={data.totalIsEstimate}
          hasNext={data.nextCursor !== null}
          noun="clients"
          onPage={goTo}
        />
      )}
    </>
  );
}
