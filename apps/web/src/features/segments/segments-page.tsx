import './segments.css';
import { enSegments } from '@crm/contracts/locales/en/segments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ColumnChooser, chosenColumns } from '../../components/list/column-chooser.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { sortWithin } from '../../components/list/sort-within.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { SEARCH_DEBOUNCE_MS } from '../search/search-keys.ts';
import { useDebounced } from '../search/use-debounced.ts';
import { DEFAULT_SEGMENT_FIELDS, SEGMENT_SORT_VALUES, SEGMENTS_PATH, segmentColumns } from './segment-columns.tsx';
import { segmentKeys } from './segment-keys.ts';

/**
 * Client communication › Client segments: the brand's segments, shared by its staff, on the list
 * kit (search, sort, columns, paging), each with its size now for the viewer.
 */
export default function SegmentsPage() {
  const t = useT(enSegments);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const can = useCan();
  const { state, update, setColumns } = useListState(DEFAULT_SEGMENT_FIELDS);
  const [text, setText] = useState(state.search ?? '');
  const search = useDebounced(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if ((search.trim() || null) !== state.search) update({ search: search.trim() || null });
  }, [search, state.search, update]);

  const query = {
    page: state.page,
    limit: state.limit,
    sort: sortWithin(state.sort, SEGMENT_SORT_VALUES, '-updatedAt'),
    search: state.search,
  };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: segmentKeys.list(query),
    queryFn: () => call('listSegments', { query }),
    placeholderData: keepPreviousData,
  });
  const allColumns = useMemo(() => segmentColumns(t), [t]);
  const columns = chosenColumns(allColumns, state.fields);
  const pages = data ? Math.max(1, Math.ceil(data.totalDocs / state.limit)) : 1;

  return (
    <>
      <div className="segments-heading">
        <h1>{t('segments.title')}</h1>
        {can('user_segments.create_user_segments') && (
          <Link className="button primary with-icon" to={`${SEGMENTS_PATH}/new`}>
            <Plus size={16} aria-hidden /> {t('segments.new')}
          </Link>
        )}
      </div>
      <div className="list-toolbar">
        <input
          type="search"
          aria-label={t('segments.search')}
          placeholder={t('segments.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <ColumnChooser columns={allColumns} selected={state.fields} onChange={setColumns} />
      </div>
      <ListTable
        caption={t('segments.caption')}
        listId={pathname}
        columns={columns}
        rows={data?.docs}
        rowKey={(s) => s._id}
        sort={query.sort}
        onSort={(sort) => update({ sort })}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={t('segments.empty')}
        onOpen={(s) => void navigate(`${SEGMENTS_PATH}/${s._id}`)}
        openOnClick
      />
      {data && (
        <Pager
          page={state.page}
          pages={pages}
          total={data.totalDocs}
          noun={t('segments.noun')}
          onPage={(page) => update({ page })}
        />
      )}
    </>
  );
}
