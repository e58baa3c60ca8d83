import { enClients } from '@crm/contracts/locales/en/clients';
import { findRouteEntry } from '@crm/contracts/menu';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ColumnChooser, chosenColumns } from '../../components/list/column-chooser.tsx';
import { DrillChipList } from '../../components/list/drill-chip-list.tsx';
import { drillChips } from '../../components/list/drill-chips.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { useUrlParams } from '../../components/list/use-url-params.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { menuKeyOf } from '../layout/menu-keys.ts';
import { useAgentOptions } from '../reports-finances/use-agent-options.ts';
import { useDebounced } from '../search/use-debounced.ts';
import { ALL_CLIENTS, type ClientListSource } from './client-list-source.ts';
import { clientColumns, DEFAULT_CLIENT_FIELDS } from './columns.tsx';
import { ExportButton } from './export-button.tsx';
import { FilterBuilder } from './filter-builder.tsx';
import { filterRefusalOf, retryServerFailures } from './filter-refusal.ts';

const VIEWS: Record<string, 'all' | 'pending' | 'verified' | 'kyc'> = {
  '/clients': 'all',
  '/clients/pending': 'pending',
  '/clients/verified': 'verified',
  '/clients/kyc': 'kyc',
};

/** The menu entry's key of a path, for its heading in the console's language. */
const menuOf = (pathname: string) => {
  const entry = findRouteEntry(pathname);
  return entry ? menuKeyOf(entry.key) : undefined;
};

/**
 * The clients lists (all, pending, verified, KYC): every part of their state lives in the URL. With
 * a `source` of fixed filters (a segment's results) the same list, titled `title`, without the
 * filter builder.
 */
export default function ClientsListPage({
  source = ALL_CLIENTS,
  title,
}: {
  source?: ClientListSource;
  title?: string;
} = {}) {
  const t = useT(enClients);
  const allColumns = useMemo(() => clientColumns(t), [t]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const view = VIEWS[pathname] ?? 'all';
  const { state, update, setColumns } = useListState(DEFAULT_CLIENT_FIELDS);
  const can = useCan();
  const drill = useUrlParams();
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
    // No column chosen: the server's own default fields (the table shows none of them).
    fields: state.fields.join(',') || null,
    cursor: state.cursor,
    // Beside spec point 9's filters: what a report's registration figure counts (its UTM tags, its agent).
    utm_source: drill.get('utm_source'),
    utm_medium: drill.get('utm_medium'),
    utm_campaign: drill.get('utm_campaign'),
    no_utm: drill.get('no_utm'),
    sales_agent: drill.get('sales_agent'),
  };
  const agents = useAgentOptions(query.sales_agent !== null);
  // Country is one of spec point 9's filters, shown by the filter builder; the others are chips here.
  const chips = drillChips(
    (param) => (param === 'country' ? null : drill.get(param)),
    (id) => agents?.find((a) => a.value === id)?.label,
  );
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: source.queryKey(query),
    queryFn: () => source.page(query),
    placeholderData: keepPreviousData,
    retry: retryServerFailures,
  });
  const refusal = filterRefusalOf(error);
  const columns = chosenColumns(allColumns, state.fields);
  const pages = data ? Math.max(state.page, Math.ceil(data.totalDocs / state.limit)) : 1;
  // Next and Previous walk by the server's cursors, so a deep page costs what page 1 costs.
  const goTo = (page: number) =>
    update({ page, cursor: page > state.page ? (data?.nextCursor ?? null) : (data?.prevCursor ?? null) });

  return (
    <>
      {title ? <h2>{title}</h2> : <h1>{t(menuOf(pathname) ?? 'clients.title')}</h1>}
      <div className="list-toolbar">
        <input
          type="search"
          aria-label={t('clients.search')}
          placeholder={t('clients.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <ColumnChooser columns={allColumns} selected={state.fields} onChange={setColumns} />
        {can('utils.export') && <ExportButton query={query} source={source} />}
      </div>
      {!source.fixedFilters && (
        <>
          <DrillChipList chips={chips} onDelete={(param) => drill.set({ [param]: null })} />
          <FilterBuilder value={state.filters} onChange={(filters) => update({ filters })} refusal={refusal} />
        </>
      )}
      <ListTable
        caption={t('clients.caption')}
        listId={pathname}
        columns={columns}
        rows={data?.docs}
        rowKey={(client) => client._id}
        sort={query.sort}
        onSort={(sort) => update({ sort })}
        loading={isFetching}
        error={refusal ? null : error}
        onRetry={() => void refetch()}
        empty={t('clients.empty')}
        notice={refusal ? t('clients.refusedNotice') : columns.length === 0 ? t('clients.noColumns') : undefined}
        onOpen={(client) => void navigate(`/clients/${client._id}`)}
        openOnClick
      />
      {data && (
        <Pager
          page={state.page}
          pages={pages}
          total={data.totalDocs}
          approximate={data.totalIsEstimate}
          hasNext={data.nextCursor !== null}
          noun={t('clients.noun')}
          onPage={goTo}
        />
      )}
    </>
  );
}
