import type { TFunctionRun } from '@crm/contracts';
import { enScheduledFunctions } from '@crm/contracts/locales/en/scheduled-functions';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { formatDuration, formatWhen, isActive, outputText } from './run-format.ts';
import { scheduledFunctionKeys } from './scheduled-function-keys.ts';

/** While a run waits or runs the history is read every second; otherwise every ten. */
const LIVE_MS = 1000;
const IDLE_MS = 10_000;
const HISTORY_SIZE = 50;

const runColumns = (t: TTranslateOf<typeof enScheduledFunctions>): ListColumn<TFunctionRun>[] => [
  { id: 'dueAt', label: t('scheduled.runs.due'), nowrap: true, cell: (r) => formatWhen(r.dueAt) },
  {
    id: 'trigger',
    label: t('scheduled.runs.trigger'),
    nowrap: true,
    cell: (r) => t(`scheduled.trigger.${r.trigger}`),
  },
  {
    id: 'status',
    label: t('scheduled.runs.status'),
    nowrap: true,
    cell: (r) => <span className={`sf-status sf-status-${r.status}`}>{t(`scheduled.status.${r.status}`)}</span>,
  },
  { id: 'startedAt', label: t('scheduled.runs.started'), nowrap: true, cell: (r) => formatWhen(r.startedAt) },
  { id: 'duration', label: t('scheduled.runs.duration'), numeric: true, cell: (r) => formatDuration(r.durationMs) },
  {
    id: 'result',
    label: t('scheduled.runs.result'),
    cell: (r) =>
      r.error ? <span className="sf-error">{r.error}</span> : <code className="sf-output">{outputText(r.output)}</code>,
  },
  {
    id: 'instance',
    label: t('scheduled.runs.instance'),
    cell: (r) => <span className="muted">{r.instance ?? '—'}</span>,
  },
];

/** A function's newest runs with their outputs and errors; live while one of them is in progress. */
export function FunctionRuns({ name }: { name: string }) {
  const t = useT(enScheduledFunctions);
  const columns = useMemo(() => runColumns(t), [t]);
  const runs = useQuery({
    queryKey: scheduledFunctionKeys.runs(name),
    queryFn: () => call('listScheduledFunctionRuns', { params: { name }, query: { page: 1, limit: HISTORY_SIZE } }),
    refetchInterval: (query) => (query.state.data?.docs.some(isActive) ? LIVE_MS : IDLE_MS),
  });
  return (
    <section className="sf-history" aria-labelledby="sf-history-title">
      <h2 id="sf-history-title">
        {t('scheduled.runs.title')} <code>{name}</code>
        {runs.data && (
          <span className="muted sf-count"> {t('scheduled.runs.kept', { count: runs.data.totalDocs })}</span>
        )}
      </h2>
      <ListTable
        caption={t('scheduled.runs.caption', { name })}
        listId="scheduled-function-runs"
        columns={columns}
        rows={runs.data?.docs}
        rowKey={(r) => r._id}
        loading={runs.isPending}
        error={runs.error}
        onRetry={() => void runs.refetch()}
        empty={t('scheduled.runs.empty')}
        rowClass={(r) => (r.status === 'failed' ? 'sf-row-failed' : undefined)}
      />
    </section>
  );
}
