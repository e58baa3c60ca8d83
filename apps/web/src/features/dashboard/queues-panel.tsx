import { findRouteEntry } from '@crm/contracts/menu';
import { Link } from 'react-router';
import { useQueueCounts } from '../queues/use-queues.ts';
import { DashboardCard } from './dashboard-card.tsx';

/** How each registered queue reads here; a queue added later reads as its page's menu label. */
const QUEUE_LABELS: Readonly<Record<string, string>> = {
  'documents.pendingReview': 'Documents pending review',
  'documents.pendingConfirmation': 'Documents pending confirmation',
  'requests.pending': 'Pending requests',
  'finances.pendingDeposits': 'Pending deposits',
  'finances.pendingWithdrawals': 'Pending withdrawals',
};

/**
 * The pending queues the user may work on, with their counts: the same query as the sidebar's
 * badges (kept live by the shell's event stream), so the two never disagree and nothing is fetched
 * twice. The server lists only the queues the user may see; none: no card.
 */
export function QueuesPanel() {
  const { data, error, refetch } = useQueueCounts();
  if (data && data.length === 0) return null;
  return (
    <DashboardCard title="Pending queues">
      {error ? (
        <p role="alert" className="dash-message">
          The queues could not load.{' '}
          <button type="button" className="button small" onClick={() => void refetch()}>
            Retry
          </button>
        </p>
      ) : !data ? (
        <p className="dash-message muted" aria-busy="true">
          Loading…
        </p>
      ) : (
        <ul className="queues">
          {data.map((q) => {
            const label = QUEUE_LABELS[q.key] ?? findRouteEntry(q.path)?.label ?? q.key;
            return (
              <li key={q.key}>
                <Link to={q.path} className="queue-link">
                  <span>{label}</span>
                  <span className={q.count > 0 ? 'queue-count queue-busy' : 'queue-count'}>
                    {q.count.toLocaleString('en')}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
