import './server-status.css';
import type { TServerInstance, TServerStatus } from '@crm/contracts';
import { enServerStatus } from '@crm/contracts/locales/en/server-status';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { ago, formatBytes, formatMs, formatPercent, versionText } from './instance-format.ts';

/** Heartbeats come every 5 s; the page reads them as often. */
const REFRESH_MS = 5000;

type T = TTranslateOf<typeof enServerStatus>;

/** The job runner's line: its state, what it runs now, and its counts. */
function runnerText(t: T, runner: NonNullable<TServerInstance['stats']['runner']>): string {
  return t('serverStatus.runner', {
    state: t(`serverStatus.runnerState.${runner.state}`),
    work:
      runner.inFlight.length > 0
        ? t('serverStatus.runnerBusy', { names: runner.inFlight.join(', ') })
        : t('serverStatus.runnerIdle'),
    succeeded: runner.succeeded,
    failed: runner.failed,
  });
}

function InstanceCard({ instance, now }: { instance: TServerInstance; now: string }) {
  const t = useT(enServerStatus);
  const s = instance.stats;
  const rows: [string, string][] = [
    [t('serverStatus.fact.version'), versionText(t, instance)],
    [
      t('serverStatus.fact.started'),
      `${new Date(instance.startedAt).toLocaleString('en-GB')} (${ago(t, instance.startedAt, now)})`,
    ],
    [t('serverStatus.fact.heartbeat'), ago(t, instance.heartbeatAt, now)],
    [t('serverStatus.fact.memory'), `${formatBytes(s.memory?.rssBytes)} / ${formatBytes(s.memory?.heapUsedBytes)}`],
    [t('serverStatus.fact.delay'), formatMs(s.eventLoopDelayP99Ms)],
    [
      t('serverStatus.fact.requests'),
      s.requestsLastMinute === undefined
        ? '—'
        : t('serverStatus.requests', {
            requests: s.requestsLastMinute,
            errors: s.errorsLastMinute ?? 0,
            rate: formatPercent(s.errorRate),
          }),
    ],
    [t('serverStatus.fact.latency'), formatMs(s.databaseLatencyMs)],
    [
      t('serverStatus.fact.pool'),
      s.pool
        ? t('serverStatus.pool', {
            busy: s.pool.total - s.pool.idle,
            idle: s.pool.idle,
            waiting: s.pool.waiting,
            max: s.pool.max,
          })
        : t('serverStatus.embedded'),
    ],
    [t('serverStatus.fact.runner'), s.runner ? runnerText(t, s.runner) : '—'],
  ];
  return (
    <article
      className={`ss-instance ss-${instance.state}`}
      aria-label={t('serverStatus.instance', { id: instance.id })}
    >
      <header className="ss-instance-head">
        <h3>
          {instance.hostname} <span className="muted">{t('serverStatus.pid', { pid: instance.pid })}</span>
        </h3>
        <span className={`ss-state ss-state-${instance.state}`}>{t(`serverStatus.state.${instance.state}`)}</span>
      </header>
      <p className="muted ss-id">{instance.id}</p>
      <dl className="ss-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function Checks({ status }: { status: TServerStatus }) {
  const t = useT(enServerStatus);
  const rec = status.reconciliation;
  const ver = status.auditVerification;
  return (
    <section className="ss-checks" aria-labelledby="ss-checks-title">
      <h2 id="ss-checks-title">{t('serverStatus.checks')}</h2>
      <div className={`ss-check ${rec && rec.differences > 0 ? 'ss-check-failed' : ''}`}>
        <strong>{t('serverStatus.reconciliation')}</strong>{' '}
        {rec ? (
          <>
            {rec.differences === 0
              ? t('serverStatus.agree')
              : t('serverStatus.differences', { count: rec.differences })}
            <span className="muted"> · {ago(t, rec.startedAt, status.now)}</span>
          </>
        ) : (
          <span className="muted">{t('serverStatus.notRun')}</span>
        )}
      </div>
      <div className={`ss-check ${ver && !ver.intact ? 'ss-check-failed' : ''}`}>
        <strong>{t('serverStatus.verification')}</strong>{' '}
        {ver ? (
          <>
            {ver.intact
              ? t('serverStatus.intact', { count: ver.recordsChecked })
              : t('serverStatus.broken', { position: ver.firstBadPosition, problem: ver.problem ?? '' })}
            <span className="muted"> · {ago(t, ver.finishedAt, status.now)}</span>
          </>
        ) : (
          <span className="muted">{t('serverStatus.notRun')}</span>
        )}
      </div>
    </section>
  );
}

/**
 * `/internals/server-status`: every server instance as its heartbeat tells it, marked when it
 * stopped heartbeating, and the latest reconciliation and audit-chain verification.
 */
export default function ServerStatusPage() {
  const t = useT(enServerStatus);
  const status = useQuery({
    queryKey: ['server-status'],
    queryFn: () => call('getServerStatus'),
    refetchInterval: REFRESH_MS,
  });
  const data = status.data;
  return (
    <>
      <h1>{t('serverStatus.title')}</h1>
      {status.error && (
        <p role="alert" className="form-error">
          {t('serverStatus.readFailed')}{' '}
          <button type="button" className="button" onClick={() => void status.refetch()}>
            {t('serverStatus.retry')}
          </button>
        </p>
      )}
      {!data && status.isPending && <p className="muted">{t('serverStatus.loading')}</p>}
      {data && (
        <>
          <Checks status={data} />
          <section aria-labelledby="ss-instances-title">
            <h2 id="ss-instances-title" className="ss-heading">
              {t('serverStatus.instances')}{' '}
              <span className="muted ss-count">
                {t('serverStatus.liveCount', { count: data.instances.filter((i) => i.state === 'live').length })}
              </span>
            </h2>
            <p className="muted">{t('serverStatus.timeout', { seconds: data.heartbeatTimeoutSeconds })}</p>
            <div className="ss-instances">
              {data.instances.map((i) => (
                <InstanceCard key={i.id} instance={i} now={data.now} />
              ))}
              {data.instances.length === 0 && <p className="muted">{t('serverStatus.noInstance')}</p>}
            </div>
          </section>
        </>
      )}
    </>
  );
}
