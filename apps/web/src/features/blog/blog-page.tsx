import type { TArticle } from '@crm/contracts';
import { ARTICLE_LANGUAGES, ARTICLE_STATUSES } from '@crm/contracts/article-values';
import { enBlog } from '@crm/contracts/locales/en/blog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Pager } from '../../components/list/pager.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { useUrlParams } from '../../components/list/use-url-params.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { selectedBrand } from '../../lib/auth/stored-user.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useBrands } from '../auth/brands.ts';
import { SEARCH_DEBOUNCE_MS } from '../search/search-keys.ts';
import { useDebounced } from '../search/use-debounced.ts';
import { ArticlesTable } from './articles-table.tsx';
import { blogKeys } from './blog-keys.ts';
import './blog.css';

// The editor (CodeMirror's loader, the contracts' schemas, react-hook-form) is fetched when an article is opened.
const ArticleEditor = lazy(() => import('./article-editor.tsx').then((m) => ({ default: m.ArticleEditor })));

const FIELDS = ['title', 'status', 'language', 'brand', 'slug', 'author', 'updated'];
type Status = (typeof ARTICLE_STATUSES)[number];
type Language = (typeof ARTICLE_LANGUAGES)[number];
const isStatus = (v: string | null): v is Status => ARTICLE_STATUSES.some((s) => s === v);
const isLanguage = (v: string | null): v is Language => ARTICLE_LANGUAGES.some((l) => l === v);

/** The editor for `?article=<id>` (or `new`), the list otherwise: a shared link opens the same article. */
function useOpenArticle() {
  const { get, set } = useUrlParams();
  const open = get('article');
  const query = useQuery({
    queryKey: blogKeys.article(open ?? ''),
    queryFn: () => call('getArticle', { params: { id: open ?? '' } }),
    enabled: Boolean(open) && open !== 'new',
  });
  return { open, article: query.data, loading: query.isLoading, error: query.error, set };
}

/**
 * `/internals/blog` (`internal.ai_blogpost_generator`): the brand's articles, written in Markdown,
 * previewed as the feed will carry them, scheduled or published to `/api/rss/articles`.
 */
export default function BlogPage() {
  const t = useT(enBlog);
  const { state, update } = useListState(FIELDS);
  const { get, set } = useUrlParams();
  const opened = useOpenArticle();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: brands } = useBrands();
  const [text, setText] = useState(state.search ?? '');
  const search = useDebounced(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if ((search.trim() || null) !== state.search) update({ search: search.trim() || null, page: 1 });
  }, [search, state.search, update]);
  const status = get('status');
  const language = get('language');
  const query = {
    page: state.page,
    limit: state.limit,
    search: state.search ?? undefined,
    status: isStatus(status) ? status : undefined,
    language: isLanguage(language) ? language : undefined,
  };
  const list = useQuery({
    queryKey: blogKeys.list(query),
    queryFn: () => call('listArticles', { query }),
    placeholderData: keepPreviousData,
    enabled: !opened.open,
  });
  const saved = (article: TArticle) => {
    queryClient.setQueryData(blogKeys.article(article._id), article);
    void queryClient.invalidateQueries({ queryKey: blogKeys.all });
    if (opened.open !== article._id) set({ article: article._id });
  };
  const fromData = useMutation({
    mutationFn: () => call('draftArticleFromMarketData'),
    onSuccess: (article) => {
      toast.success(t('blog.fromDataDone'));
      saved(article);
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('blog.fromDataUnreachable')),
  });
  const brand = selectedBrand() ?? '';
  const brandName = (id: string) => brands?.find((b) => b._id === id)?.name ?? id;
  const feedUrl = `/api/rss/articles?brand=${encodeURIComponent(brand)}`;

  if (opened.open) {
    if (opened.open !== 'new' && !opened.article) {
      return (
        <>
          <h1>{t('blog.title')}</h1>
          <p className={opened.error ? 'alert' : 'muted'}>
            {opened.error ? t('blog.openFailed', { reason: opened.error.message }) : t('blog.opening')}
          </p>
        </>
      );
    }
    return (
      <>
        <h1>{t('blog.title')}</h1>
        <Suspense fallback={<p className="muted">{t('blog.opening')}</p>}>
          <ArticleEditor
            key={opened.article?._id ?? 'new'}
            article={opened.article}
            onSaved={saved}
            onClose={() => set({ article: null })}
          />
        </Suspense>
      </>
    );
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.totalDocs / state.limit)) : 1;
  return (
    <>
      <h1>{t('blog.title')}</h1>
      <section className="blog-intro" aria-label={t('blog.write')}>
        <div className="blog-publish-row">
          <button type="button" className="button primary" onClick={() => set({ article: 'new' })}>
            {t('blog.newArticle')}
          </button>
          <button type="button" className="button" disabled={fromData.isPending} onClick={() => fromData.mutate()}>
            {t('blog.fromData')}
          </button>
          <a className="blog-feed-link" href={feedUrl} target="_blank" rel="noreferrer">
            {t('blog.feed', { brand: brandName(brand) })}
          </a>
        </div>
        <p className="muted blog-hint">{t('blog.fromDataHint')}</p>
      </section>
      <div className="list-toolbar">
        <input
          type="search"
          aria-label={t('blog.search')}
          placeholder={t('blog.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <select
          aria-label={t('blog.status')}
          value={status ?? ''}
          onChange={(e) => set({ status: e.target.value || null })}
        >
          <option value="">{t('blog.everyStatus')}</option>
          {ARTICLE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`blog.statuses.${s}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('blog.language')}
          value={language ?? ''}
          onChange={(e) => set({ language: e.target.value || null })}
        >
          <option value="">{t('blog.everyLanguage')}</option>
          {ARTICLE_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`blog.languages.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <ArticlesTable
        articles={list.data?.docs}
        brandName={brandName}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        onOpen={(a) => set({ article: a._id })}
      />
      {list.data && (
        <Pager
          page={state.page}
          pages={pages}
          total={list.data.totalDocs}
          noun={t('blog.noun')}
          one={t('blog.nounOne')}
          onPage={(page) => update({ page })}
        />
      )}
    </>
  );
}
