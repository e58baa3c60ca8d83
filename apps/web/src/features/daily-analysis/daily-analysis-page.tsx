import './daily-analysis.css';
import type { TDailyAnalysisSummary } from '@crm/contracts';
import { enDailyAnalysis } from '@crm/contracts/locales/en/daily-analysis';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { lazyPart } from '../../components/ui/lazy-part.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { dailyAnalysisKeys } from './daily-analysis-keys.ts';
import { OutboxPanel } from './outbox-panel.tsx';

/**
 * The analysis's editor, preview and send (the contract's schemas, react-hook-form, DOMPurify) come
 * apart from the page, fetched as soon as the page's code runs, alongside the list and the analysis.
 */
const AnalysisView = lazyPart(() => import('./analysis-view.tsx').then((m) => m.AnalysisView), { now: true });

type Tab = 'drafts' | 'outbox';
type T = TTranslateOf<typeof enDailyAnalysis>;

const day = (iso: string) => format(new Date(`${iso}T00:00:00`), 'dd/MM/yyyy');
const analysisColumns = (t: T): ListColumn<TDailyAnalysisSummary>[] => [
  { id: 'day', label: t('dailyAnalysis.column.day'), nowrap: true, identity: true, cell: (a) => day(a.day) },
  { id: 'subject', label: t('dailyAnalysis.column.subject'), cell: (a) => a.subject },
  {
    id: 'status',
    label: t('dailyAnalysis.column.status'),
    nowrap: true,
    cell: (a) => <span className={`da-status da-status-${a.status}`}>{t(`dailyAnalysis.status.${a.status}`)}</span>,
  },
  {
    id: 'sent',
    label: t('dailyAnalysis.column.sent'),
    numeric: true,
    cell: (a) => (a.status === 'draft' ? '—' : a.sent),
  },
  {
    id: 'failed',
    label: t('dailyAnalysis.column.failed'),
    numeric: true,
    cell: (a) => (a.status === 'draft' ? '—' : a.failed),
  },
];

/**
 * `/internals/daily-analysis`: the daily market analysis e-mail. A job drafts it each morning from
 * the price feed; staff review and edit it, send it to the clients who consented, and read the send
 * log and the outbox here.
 */
export default function DailyAnalysisPage() {
  const t = useT(enDailyAnalysis);
  const columns = useMemo(() => analysisColumns(t), [t]);
  const tabs = useMemo(
    () => [
      { id: 'drafts' as const, label: t('dailyAnalysis.tab.drafts') },
      { id: 'outbox' as const, label: t('dailyAnalysis.tab.outbox') },
    ],
    [t],
  );
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'outbox' ? 'outbox' : 'drafts';
  const toast = useToast();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: dailyAnalysisKeys.list(), queryFn: () => call('listDailyAnalyses') });
  const selected = params.get('id') ?? list.data?.[0]?._id ?? null;
  const select = (id: string) =>
    setParams((p) => {
      p.set('id', id);
      return p;
    });
  const draft = useMutation({
    mutationFn: () => call('draftDailyAnalysis'),
    onSuccess: (made) => {
      queryClient.setQueryData(dailyAnalysisKeys.detail(made._id), made);
      void queryClient.invalidateQueries({ queryKey: dailyAnalysisKeys.list() });
      select(made._id);
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('dailyAnalysis.unreachable')),
  });
  return (
    <>
      <h1>{t('dailyAnalysis.title')}</h1>
      <p className="muted">{t('dailyAnalysis.intro')}</p>
      <Tabs
        label={t('dailyAnalysis.tabs')}
        tabs={tabs}
        selected={tab}
        onSelect={(id) =>
          setParams((p) => {
            p.set('tab', id);
            return p;
          })
        }
      >
        {tab === 'outbox' ? (
          <OutboxPanel />
        ) : (
          <div className="da-layout">
            <section aria-labelledby="da-list">
              <div className="da-heading">
                <h2 id="da-list">{t('dailyAnalysis.analyses')}</h2>
                <button type="button" className="button" disabled={draft.isPending} onClick={() => draft.mutate()}>
                  {t('dailyAnalysis.draftToday')}
                </button>
              </div>
              <ListTable
                caption={t('dailyAnalysis.caption')}
                listId={`${pathname}#analyses`}
                columns={columns}
                rows={list.data}
                rowKey={(a) => a._id}
                rowClass={(a) => (a._id === selected ? 'selected' : undefined)}
                onOpen={(a) => select(a._id)}
                openOnClick
                loading={list.isFetching && !list.data}
                error={list.error}
                onRetry={() => void list.refetch()}
                empty={t('dailyAnalysis.empty')}
              />
            </section>
            {selected && <AnalysisView id={selected} />}
          </div>
        )}
      </Tabs>
    </>
  );
}
