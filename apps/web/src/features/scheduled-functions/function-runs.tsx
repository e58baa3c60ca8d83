import type { TFunctionRun } from '@crm/contracts';
import { enScheduledFunctions } from '@crm/contracts/locales/en/scheduled-functions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { formatDuration, formatWhen, isActive, outputText } from './run-format.ts';
import { scheduledFunctionKeys } from './scheduled-function-keys.ts';

/** While a run waits or runs the history is read every second; otherwise every ten. */
const LIVE_MS = 1000;
const IDLE_MS = 10_000;
/** Runs per page: a function due every 2 s keeps hundreds, and a failure an hour old must be reachable. */
export const HISTORY_SIZE = 50;

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

/**
 * A function's runs, newest first, a page at a time, with their outputs and errors; live while one
 * of them is in progress. The page is the panel's own (it opens on the newest): the parent keys the
 * panel by function, so another function's history starts on its first page.
 */
export function FunctionRuns({ name }: { name: string }) {
  const t = useT(enScheduledFunctions);
  const columns = useMemo(() => runColumns(t), [t]);
  const [page, setPage] = useState(1);
  const runs = useQuery({
    queryKey: scheduledFunctionKeys.runs(name, page),
    queryFn: () => call('listScheduledFunctionRuns', { params: { name }, query: { page, limit: HISTORY_SIZE } }),
    // The page shown stays while the next loads, instead of a flash of the loading row.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.docs.some(isActive) ? LIVE_MS : IDLE_MS),
  });
  const total = runs.data?.totalDocs ?? 0;
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
      {total > HISTORY_SIZE && (
        <Pager
          page={page}
          pages={Math.ceil(total / HISTORY_SIZE)}
          total={total}
          noun={t('scheduled.runs.noun')}
          one={t('scheduled.runs.nounOne')}
          onPage={setPage}
        />
      )}
    </section>
  );
}
