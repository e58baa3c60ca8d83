import './daily-analysis.css';
import type { TDailyAnalysisSummary } from '@crm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useLocation, useSearchParams } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { AnalysisView } from './analysis-view.tsx';
import { dailyAnalysisKeys } from './daily-analysis-keys.ts';
import { OutboxPanel } from './outbox-panel.tsx';

type Tab = 'drafts' | 'outbox';
const TABS = [
  { id: 'drafts', label: 'Drafts and sends' },
  { id: 'outbox', label: 'Outbox' },
] as const;

const day = (iso: string) => format(new Date(`${iso}T00:00:00`), 'dd/MM/yyyy');
const columns: ListColumn<TDailyAnalysisSummary>[] = [
  { id: 'day', label: 'Day', nowrap: true, identity: true, cell: (a) => day(a.day) },
  { id: 'subject', label: 'Subject', cell: (a) => a.subject },
  {
    id: 'status',
    label: 'Status',
    nowrap: true,
    cell: (a) => <span className={`da-status da-status-${a.status}`}>{a.status}</span>,
  },
  { id: 'sent', label: 'Sent', numeric: true, cell: (a) => (a.status === 'draft' ? '—' : a.sent) },
  { id: 'failed', label: 'Failed', numeric: true, cell: (a) => (a.status === 'draft' ? '—' : a.failed) },
];

/**
 * `/internals/daily-analysis`: the daily market analysis e-mail. A job drafts it each morning from
 * the price feed; staff review and edit it, send it to the clients who consented, and read the send
 * log and the outbox here.
 */
export default function DailyAnalysisPage() {
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
    onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Could not reach the server'),
  });
  return (
    <>
      <h1>Daily analysis</h1>
      <p className="muted">
        Each morning a job drafts the market analysis e-mail from the price feed: the day’s movers, ranges and the trend
        of each market. Review it, edit it, and send it to the clients who agreed to marketing.
      </p>
      <Tabs
        label="Daily analysis"
        tabs={TABS}
        selected={tab}
        onSelect={(t) =>
          setParams((p) => {
            p.set('tab', t);
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
                <h2 id="da-list">Analyses</h2>
                <button type="button" className="button" disabled={draft.isPending} onClick={() => draft.mutate()}>
                  Draft today’s analysis
                </button>
              </div>
              <ListTable
                caption="Daily analyses"
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
                empty="No analysis yet: the job drafts one each morning, or draft today’s now."
              />
            </section>
            {selected && <AnalysisView id={selected} />}
          </div>
        )}
      </Tabs>
    </>
  );
}
