import { enTools } from '@crm/contracts/locales/en/tools';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Pager } from '../../components/list/pager.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { SEARCH_DEBOUNCE_MS } from '../search/search-keys.ts';
import { useDebounced } from '../search/use-debounced.ts';
import { toolKeys } from './tool-keys.ts';
import { ToolsNav } from './tools-nav.tsx';
import { UtmLinkForm } from './utm-link-form.tsx';
import { UtmLinksTable } from './utm-links-table.tsx';

const FIELDS = ['name', 'source', 'medium', 'campaign', 'url', 'by', 'at'];

/**
 * `/tools/utm-builder`: marketing builds links to the brand's landing site and keeps them, so each
 * campaign has one spelling and the UTM report one row for it.
 */
export default function UtmBuilderPage() {
  const t = useT(enTools);
  const { state, update } = useListState(FIELDS);
  const [text, setText] = useState(state.search ?? '');
  const search = useDebounced(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if ((search.trim() || null) !== state.search) update({ search: search.trim() || null, page: 1 });
  }, [search, state.search, update]);
  const query = { page: state.page, limit: state.limit, search: state.search ?? undefined };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: toolKeys.utmLinks(query),
    queryFn: () => call('listUtmLinks', { query }),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: toolKeys.all });
  const pages = data ? Math.max(1, Math.ceil(data.totalDocs / state.limit)) : 1;

  return (
    <>
      <h1>{t('tools.utmTitle')}</h1>
      <ToolsNav />
      {data &&
        (data.landing_url ? (
          <UtmLinkForm landingUrl={data.landing_url} onSaved={refresh} />
        ) : (
          <p className="alert">{t('tools.noLanding')}</p>
        ))}
      <section className="tools-section" aria-label={t('tools.keptLinks')}>
        <h2>{t('tools.keptLinks')}</h2>
        <div className="list-toolbar">
          <input
            type="search"
            aria-label={t('tools.searchLinks')}
            placeholder={t('tools.searchPlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <UtmLinksTable
          links={data?.docs}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          onArchived={refresh}
        />
        {data && (
          <Pager
            page={state.page}
            pages={pages}
            total={data.totalDocs}
            noun={t('tools.links')}
            one={t('tools.link')}
            onPage={(page) => update({ page })}
          />
        )}
      </section>
    </>
  );
}
