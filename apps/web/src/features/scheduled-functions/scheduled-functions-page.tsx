import './scheduled-functions.css';
import type { TScheduledFunction } from '@crm/contracts';
import { enScheduledFunctions } from '@crm/contracts/locales/en/scheduled-functions';
import { isScheduledFunctionName } from '@crm/contracts/scheduled-function-values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, Pencil, Play } from 'lucide-react';
import { lazy, useState } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { areaTranslate, useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { FunctionRuns } from './function-runs.tsx';
import { formatDuration, formatWhen, isActive } from './run-format.ts';
import { scheduledFunctionKeys } from './scheduled-function-keys.ts';
import { useScheduleWords } from './use-schedule-words.ts';

const EditFunctionDialog = lazy(() => import('./edit-function-dialog.tsx'));

/** Read every second while a run is in progress (live), else every five (next runs move on). */
const LIVE_MS = 1000;
const IDLE_MS = 5000;

const translate = areaTranslate(enScheduledFunctions);
const failedMessage = (e: unknown) => (e instanceof ApiError ? e.message : translate('scheduled.unreachable'));

/**
 * `/internals/scheduled-functions`: every function of the job registry with its schedule in words
 * and in cron, next and last run, the switch, editing, "run now" and the run history.
 */
export default function ScheduledFunctionsPage() {
  const t = useT(enScheduledFunctions);
  const can = useCan();
  const scheduleWords = useScheduleWords();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<TScheduledFunction | null>(null);
  const list = useQuery({
    queryKey: scheduledFunctionKeys.list(),
    queryFn: () => call('listScheduledFunctions'),
    refetchInterval: (query) => (query.state.data?.some((f) => isActive(f.lastRun)) ? LIVE_MS : IDLE_MS),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: scheduledFunctionKeys.all() });
  const toggle = useMutation({
    mutationFn: ({ name, enabled }: { name: string; enabled: boolean }) =>
      call('updateScheduledFunction', { params: { name }, body: { enabled } }),
    onSuccess: (fn) => {
      toast.success(t(fn.enabled ? 'scheduled.switchedOn' : 'scheduled.switchedOff', { name: fn.name }));
      refresh();
    },
    onError: (e) => toast.error(failedMessage(e)),
  });
  const runNow = useMutation({
    mutationFn: (name: string) => call('runScheduledFunction', { params: { name } }),
    onSuccess: (run) => {
      toast.info(t('scheduled.queued', { name: run.function }));
      setSelected(run.function);
      refresh();
    },
    onError: (e) => toast.error(failedMessage(e)),
  });
  const canEdit = can('scheduled_functions.edit_functions');
  const canRun = can('scheduled_functions.forcerun_functions');

  const columns: ListColumn<TScheduledFunction>[] = [
    {
      id: 'name',
      label: t('scheduled.column.function'),
      identity: true,
      cell: (f) => (
        <>
          <code className="sf-name">{f.name}</code>
          <div className="muted sf-description">
            {/* The catalogue's words; a function this console does not know keeps the server's English. */}
            {isScheduledFunctionName(f.name) ? t(`scheduled.fn.${f.name}`) : f.description}
          </div>
        </>
      ),
    },
    {
      id: 'schedule',
      label: t('scheduled.column.schedule'),
      cell: (f) => (
        <>
          {scheduleWords(f.cron)}
          <div>
            <code className="muted sf-cron">{f.cron}</code>
            {f.edited && <span className="badge sf-edited">{t('scheduled.edited')}</span>}
          </div>
        </>
      ),
    },
    {
      id: 'next',
      label: t('scheduled.column.next'),
      nowrap: true,
      cell: (f) => (f.enabled ? formatWhen(f.nextRunAt) : t('scheduled.switchedOffCell')),
    },
    {
      id: 'last',
      label: t('scheduled.column.last'),
      nowrap: true,
      cell: (f) =>
        f.lastRun ? (
          <>
            <span className={`sf-status sf-status-${f.lastRun.status}`}>
              {t(`scheduled.status.${f.lastRun.status}`)}
            </span>{' '}
            <span className="muted">{formatDuration(f.lastRun.durationMs)}</span>
            <div className="muted">{formatWhen(f.lastRun.startedAt ?? f.lastRun.dueAt)}</div>
          </>
        ) : (
          <span className="muted">{t('scheduled.never')}</span>
        ),
    },
    {
      id: 'enabled',
      label: t('scheduled.column.enabled'),
      nowrap: true,
      cell: (f) => (
        <Switch
          checked={f.enabled}
          label={f.enabled ? t('scheduled.on') : t('scheduled.off')}
          disabled={!canEdit || toggle.isPending}
          onChange={(enabled) => toggle.mutate({ name: f.name, enabled })}
        />
      ),
    },
    {
      id: 'actions',
      label: t('scheduled.column.actions'),
      sticky: true,
      nowrap: true,
      cell: (f) => (
        <span className="sf-actions">
          {canRun && (
            <button
              type="button"
              className="button"
              aria-label={t('scheduled.runNowOf', { name: f.name })}
              disabled={runNow.isPending || isActive(f.lastRun)}
              onClick={() => runNow.mutate(f.name)}
            >
              <Play size={14} aria-hidden="true" /> {t('scheduled.runNow')}
            </button>
          )}
          {canEdit && (
            <button
              type="button"
              className="button"
              aria-label={t('scheduled.editOf', { name: f.name })}
              onClick={() => setEditing(f)}
            >
              <Pencil size={14} aria-hidden="true" /> {t('scheduled.edit')}
            </button>
          )}
          <button
            type="button"
            className="button"
            aria-label={t('scheduled.historyOf', { name: f.name })}
            aria-pressed={selected === f.name}
            onClick={() => setSelected(f.name)}
          >
            <History size={14} aria-hidden="true" /> {t('scheduled.history')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      <h1>{t('scheduled.title')}</h1>
      <p className="muted sf-intro">{t('scheduled.intro')}</p>
      <ListTable
        caption={t('scheduled.caption')}
        listId="/internals/scheduled-functions"
        columns={columns}
        rows={list.data}
        rowKey={(f) => f.name}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={t('scheduled.empty')}
        onOpen={(f) => setSelected(f.name)}
        rowClass={(f) => (f.name === selected ? 'sf-row-selected' : undefined)}
      />
      {selected && <FunctionRuns key={selected} name={selected} />}
      {editing && <EditFunctionDialog fn={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
