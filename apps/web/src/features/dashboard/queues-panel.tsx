import { enDashboard } from '@crm/contracts/locales/en/dashboard';
import { findRouteEntry } from '@crm/contracts/menu';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { menuKeyOf } from '../layout/menu-keys.ts';
import { useQueueCounts } from '../queues/use-queues.ts';
import { DashboardCard } from './dashboard-card.tsx';

/** How each registered queue reads here; a queue added later reads as its page's menu label. */
const QUEUE_LABELS: Readonly<Record<string, keyof typeof enDashboard>> = {
  'documents.pendingReview': 'dashboard.queue.documentsPendingReview',
  'documents.pendingConfirmation': 'dashboard.queue.documentsPendingConfirmation',
  'requests.pending': 'dashboard.queue.requestsPending',
  'finances.pendingDeposits': 'dashboard.queue.pendingDeposits',
  'finances.pendingWithdrawals': 'dashboard.queue.pendingWithdrawals',
};

/**
 * The pending queues the user may work on, with their counts: the same query as the sidebar's
 * badges (kept live by the shell's event stream), so the two never disagree and nothing is fetched
 * twice. The server lists only the queues the user may see; none: no card.
 */
export function QueuesPanel() {
  const t = useT(enDashboard);
  const { data, error, refetch } = useQueueCounts();
  if (data && data.length === 0) return null;
  return (
    <DashboardCard title={t('dashboard.queues')}>
      {error ? (
        <p role="alert" className="dash-message">
          {t('dashboard.queuesFailed')}{' '}
          <button type="button" className="button small" onClick={() => void refetch()}>
            {t('dashboard.retry')}
          </button>
        </p>
      ) : !data ? (
        <p className="dash-message muted" aria-busy="true">
          {t('dashboard.loading')}
        </p>
      ) : (
        <ul className="queues">
          {data.map((q) => {
            const known = QUEUE_LABELS[q.key];
            const entry = findRouteEntry(q.path);
            // A queue added later reads as its page's menu entry (the shell's `menu.` keys name every one).
            const label = known ? t(known) : entry ? t(menuKeyOf(entry.key)) : q.key;
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
