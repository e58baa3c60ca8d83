import { useEffect } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { useQueueCounts } from '../queues/use-queues.ts';

/** The queue the server counts failed checks in (modules/server-status/failed-checks.ts). */
export const FAILED_CHECKS_KEY = 'internals.failedChecks';
/** The count already alerted in this browser tab, so a reload does not alert again. */
const SEEN_KEY = 'crm.failedChecksAlerted';

const MESSAGE = 'A reconciliation or audit-chain verification failed: see Server status';

/**
 * Whether a count of failed checks calls for an alert, given the count this tab last alerted (as
 * sessionStorage holds it): only a rise does, so a reload or a check that recovers stays quiet.
 */
export const isNewFailure = (failed: number, seen: string | null): boolean => failed > (Number(seen) || 0);

/** A browser notification through the console's service worker (/sw.worker.js), when allowed. */
async function notify(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('Notification' in window) || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.ready;
  await registration.showNotification('CRM: a check failed', {
    body: MESSAGE,
    tag: 'failed-checks',
    data: { url: '/internals/server-status' },
  });
}

/**
 * Alerts the administrators (whoever may see Server status) when a check fails: the failed-checks
 * queue's count arrives with the badge counts the server pushes, and a rise shows a toast and a
 * browser notification. An e-mail alert joins when the mail port lands (docs/ARCHITECTURE.md).
 */
export function useCheckAlerts(): void {
  const toast = useToast();
  const failed = useQueueCounts().data?.find((c) => c.key === FAILED_CHECKS_KEY)?.count;
  useEffect(() => {
    if (failed === undefined) return;
    const seen = sessionStorage.getItem(SEEN_KEY);
    sessionStorage.setItem(SEEN_KEY, String(failed));
    if (isNewFailure(failed, seen)) {
      toast.error(MESSAGE);
      notify().catch((error: unknown) => console.error('Push notification error.', error));
    }
  }, [failed, toast]);
}
