import './server-status.css';
import type { TServerInstance, TServerStatus } from '@crm/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { ago, formatBytes, formatMs, formatPercent, STATE_LABEL } from './instance-format.ts';

/** Heartbeats come every 5 s; the page reads them as often. */
const REFRESH_MS = 5000;

function InstanceCard({ instance, now }: { instance: TServerInstance; now: string }) {
  const s = instance.stats;
  const rows: [string, string][] = [
    ['Version', instance.version],
    ['Started', `${new Date(instance.startedAt).toLocaleString('en-GB')} (${ago(instance.startedAt, now)})`],
    ['Last heartbeat', ago(instance.heartbeatAt, now)],
    ['Memory (RSS / heap)', `${formatBytes(s.memory?.rssBytes)} / ${formatBytes(s.memory?.heapUsedBytes)}`],
    ['Event-loop delay p99', formatMs(s.eventLoopDelayP99Ms)],
    [
      'Requests, last minute',
      s.requestsLastMinute === undefined
        ? '—'
        : `${s.requestsLastMinute} (${s.errorsLastMinute ?? 0} errors, ${formatPercent(s.errorRate)})`,
    ],
    ['Database latency', formatMs(s.databaseLatencyMs)],
    [
      'Database pool',
      s.pool
        ? `${s.pool.total - s.pool.idle} busy, ${s.pool.idle} idle, ${s.pool.waiting} waiting of ${s.pool.max}`
        : 'Embedded database (no pool)',
    ],
    [
      'Job runner',
      s.runner
        ? `${s.runner.state}; ${s.runner.inFlight.length > 0 ? `running ${s.runner.inFlight.join(', ')}` : 'idle'}; ${s.runner.succeeded} succeeded, ${s.runner.failed} failed`
        : '—',
    ],
  ];
  return (
    <article className={`ss-instance ss-${instance.state}`} aria-label={`Instance ${instance.id}`}>
      <header className="ss-instance-head">
        <h3>
          {instance.hostname} <span className="muted">pid {instance.pid}</span>
        </h3>
        <span className={`ss-state ss-state-${instance.state}`}>{STATE_LABEL[instance.state]}</span>
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
  const rec = status.reconciliation;
  const ver = status.auditVerification;
  return (
    <section className="ss-checks" aria-labelledby="ss-checks-title">
      <h2 id="ss-checks-title">Latest checks</h2>
      <div className={`ss-check ${rec && rec.differences > 0 ? 'ss-check-failed' : ''}`}>
        <strong>Reconciliation</strong>{' '}
        {rec ? (
          <>
            {rec.differences === 0 ? 'Ledger and platforms agree' : `${rec.differences} difference(s) found`}
            <span className="muted"> · {ago(rec.startedAt, status.now)}</span>
          </>
        ) : (
          <span className="muted">Not run yet</span>
        )}
      </div>
      <div className={`ss-check ${ver && !ver.intact ? 'ss-check-failed' : ''}`}>
        <strong>Audit-chain verification</strong>{' '}
        {ver ? (
          <>
            {ver.intact
              ? `Intact (${ver.recordsChecked} records)`
              : `Broken at position ${ver.firstBadPosition}: ${ver.problem ?? ''}`}
            <span className="muted"> · {ago(ver.finishedAt, status.now)}</span>
          </>
        ) : (
          <span className="muted">Not run yet</span>
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
  const status = useQuery({
    queryKey: ['server-status'],
    queryFn: () => call('getServerStatus'),
    refetchInterval: REFRESH_MS,
  });
  const data = status.data;
  return (
    <>
      <h1>Server status</h1>
      {status.error && (
        <p role="alert" className="form-error">
          The status could not be read.{' '}
          <button type="button" className="button" onClick={() => void status.refetch()}>
            Retry
          </button>
        </p>
      )}
      {!data && status.isPending && <p className="muted">Loading…</p>}
      {data && (
        <>
          <Checks status={data} />
          <section aria-labelledby="ss-instances-title">
            <h2 id="ss-instances-title" className="ss-heading">
              Instances{' '}
              <span className="muted ss-count">({data.instances.filter((i) => i.state === 'live').length} live)</span>
            </h2>
            <p className="muted">
              An instance that has not written a heartbeat for {data.heartbeatTimeoutSeconds} s is marked “No
              heartbeat”; its runs in progress are marked failed.
            </p>
            <div className="ss-instances">
              {data.instances.map((i) => (
                <InstanceCard key={i.id} instance={i} now={data.now} />
              ))}
              {data.instances.length === 0 && <p className="muted">No instance has written a heartbeat yet.</p>}
            </div>
          </section>
        </>
      )}
    </>
  );
}
