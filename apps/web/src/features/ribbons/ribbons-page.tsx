import './ribbons.css';
import type { TRibbon } from '@crm/contracts';
import { enRibbons } from '@crm/contracts/locales/en/ribbons';
import { RIBBON_STATUSES, type TRibbonStatus } from '@crm/contracts/ribbon-values';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { ribbonKeys } from './ribbon-keys.ts';
import { RibbonStatus } from './ribbon-status.tsx';

// The open ribbon's editor (the contracts' schemas, react-hook-form, the pickers) is fetched when one is opened.
const OpenRibbon = lazy(() => import('./open-ribbon.tsx').then((m) => ({ default: m.OpenRibbon })));

const LIMIT = 20;
const when = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');
const english = (r: TRibbon) => r.texts.find((t) => t.language === 'en')?.text ?? r.texts[0]?.text ?? '';
const isStatus = (s: string | null): s is TRibbonStatus => RIBBON_STATUSES.some((x) => x === s);

const columnsOf = (t: TTranslateOf<typeof enRibbons>): ListColumn<TRibbon>[] => [
  { id: 'text', label: t('ribbons.column.text'), cell: (r) => english(r) },
  { id: 'style', label: t('ribbons.column.style'), nowrap: true, cell: (r) => t(`ribbons.styles.${r.style}`) },
  { id: 'target', label: t('ribbons.column.target'), cell: (r) => r.target_label },
  { id: 'status', label: t('ribbons.column.status'), nowrap: true, cell: (r) => <RibbonStatus status={r.status} /> },
  { id: 'starts_at', label: t('ribbons.column.starts'), nowrap: true, cell: (r) => when(r.starts_at) },
  { id: 'ends_at', label: t('ribbons.column.ends'), nowrap: true, cell: (r) => when(r.ends_at) },
  { id: 'priority', label: t('ribbons.column.priority'), numeric: true, cell: (r) => r.priority },
];

/**
 * `/client-communication/app-ribbon`: the brand's ribbons with their status by the server's clock,
 * and the one open for editing with its preview and who sees it now.
 */
export default function RibbonsPage() {
  const t = useT(enRibbons);
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const open = params.get('ribbon');
  const query = { page, limit: LIMIT, status: isStatus(status) ? status : null };
  const list = useQuery({
    queryKey: ribbonKeys.list(query),
    queryFn: () => call('listRibbons', { query }),
    placeholderData: keepPreviousData,
  });
  const change = (next: Record<string, string | null>) =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      for (const [k, v] of Object.entries(next)) {
        if (v) p.set(k, v);
        else p.delete(k);
      }
      return p;
    });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.totalDocs / LIMIT)) : 1;
  const columns = useMemo(() => columnsOf(t), [t]);
  return (
    <>
      <h1>{t('ribbons.title')}</h1>
      <p className="muted">{t('ribbons.intro')}</p>
      <div className="ribbon-toolbar">
        <label className="field">
          <span className="field-label">{t('ribbons.status')}</span>
          <select value={query.status ?? ''} onChange={(e) => change({ status: e.target.value || null, page: null })}>
            <option value="">{t('ribbons.allStatuses')}</option>
            {RIBBON_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`ribbons.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {can('ribbons.create_ribbons') && (
          <button type="button" className="button primary" onClick={() => change({ ribbon: 'new' })}>
            {t('ribbons.new')}
          </button>
        )}
      </div>
      {open && (
        <Suspense fallback={<p aria-busy="true">{t('ribbons.loading')}</p>}>
          <OpenRibbon open={open} onOpen={(id) => change({ ribbon: id, client: null, segment: null })} />
        </Suspense>
      )}
      <ListTable
        caption={t('ribbons.caption')}
        listId="app-ribbons"
        columns={columns}
        rows={list.data?.docs}
        rowKey={(r) => r._id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        onOpen={(r) => change({ ribbon: r._id })}
        openOnClick
        empty={query.status ? t('ribbons.emptyStatus') : t('ribbons.empty')}
      />
      {list.data && (
        <Pager
          page={page}
          pages={pages}
          total={list.data.totalDocs}
          noun={t('ribbons.noun')}
          one={t('ribbons.nounOne')}
          onPage={(p) => change({ page: p > 1 ? String(p) : null })}
        />
      )}
    </>
  );
}
