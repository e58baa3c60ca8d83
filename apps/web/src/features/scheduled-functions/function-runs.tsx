import type { TFunctionRun } from '@crm/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { call } from '../../lib/api/call.ts';
import { formatDuration, formatWhen, isActive, outputText, STATUS_LABEL } from './run-format.ts';
import { scheduledFunctionKeys } from './scheduled-function-keys.ts';

/** While a run waits or runs the history is read every second; otherwise every ten. */
const LIVE_MS = 1000;
const IDLE_MS = 10_000;
const HISTORY_SIZE = 50;

const TRIGGER_LABEL: Record<TFunctionRun['trigger'], string> = {
  schedule: 'Schedule',
  manual: 'Run now',
  start: 'Server start',
};

const columns: ListColumn<TFunctionRun>[] = [
  { id: 'dueAt', label: 'Due', nowrap: true, cell: (r) => formatWhen(r.dueAt) },
  { id: 'trigger', label: 'Trigger', nowrap: true, cell: (r) => TRIGGER_LABEL[r.trigger] },
  {
    id: 'status',
    label: 'Status',
    nowrap: true,
    cell: (r) => <span className={`sf-status sf-status-${r.status}`}>{STATUS_LABEL[r.status]}</span>,
  },
  { id: 'startedAt', label: 'Started', nowrap: true, cell: (r) => formatWhen(r.startedAt) },
  { id: 'duration', label: 'Duration', numeric: true, cell: (r) => formatDuration(r.durationMs) },
  {
    id: 'result',
    label: 'Output or error',
    cell: (r) =>
      r.error ? <span className="sf-error">{r.error}</span> : <code className="sf-output">{outputText(r.output)}</code>,
  },
  { id: 'instance', label: 'Instance', cell: (r) => <span className="muted">{r.instance ?? '—'}</span> },
];

/** A function's newest runs with their outputs and errors; live while one of them is in progress. */
export function FunctionRuns({ name }: { name: string }) {
  const runs = useQuery({
    queryKey: scheduledFunctionKeys.runs(name),
    queryFn: () => call('listScheduledFunctionRuns', { params: { name }, query: { page: 1, limit: HISTORY_SIZE } }),
    refetchInterval: (query) => (query.state.data?.docs.some(isActive) ? LIVE_MS : IDLE_MS),
  });
  return (
    <section className="sf-history" aria-labelledby="sf-history-title">
      <h2 id="sf-history-title">
        Run history: <code>{name}</code>
        {runs.data && <span className="muted sf-count"> ({runs.data.totalDocs} kept)</span>}
      </h2>
      <ListTable
        caption={`Runs of ${name}`}
        listId="scheduled-function-runs"
        columns={columns}
        rows={runs.data?.docs}
        rowKey={(r) => r._id}
        loading={runs.isPending}
        error={runs.error}
        onRetry={() => void runs.refetch()}
        empty="No runs yet"
        rowClass={(r) => (r.status === 'failed' ? 'sf-row-failed' : undefined)}
      />
    </section>
  );
}
