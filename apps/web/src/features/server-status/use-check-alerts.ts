import { useEffect } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { useQueueCounts } from '../queues/use-queues.ts';

/** The queue the server counts failed checks in (modules/server-status/failed-checks.ts). */
export const FAILED_CHECKS_KEY = 'internals.failedChecks';
/** The count already alerted in this browser tab, so a reload does not alert again. */
const SEEN_KEY = 'crm.failedChecksAlerted';

/**
 * The alert's words, fetched with the server-status page's area when a check fails: this hook runs
 * in every page's layout, and the first load should not carry the page's words for a rare alert.
 */
async function alertTexts(): Promise<{ title: string; body: string }> {
  const { enServerStatus } = await import('@crm/contracts/locales/en/server-status');
  const t = areaTranslate(enServerStatus);
  return { title: t('serverStatus.alertTitle'), body: t('serverStatus.alert') };
}

/**
 * Whether a count of failed checks calls for an alert, given the count this tab last alerted (as
 * sessionStorage holds it): only a rise does, so a reload or a check that recovers stays quiet.
 */
export const isNewFailure = (failed: number, seen: string | null): boolean => failed > (Number(seen) || 0);

/** A browser notification through the console's service worker (/sw.worker.js), when allowed. */
async function notify(title: string, body: string): Promise<void> {
  if (!('serviceWorker' in navigator) || !('Notification' in window) || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.ready;
  await registration.showNotification(title, {
    body,
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
    if (!isNewFailure(failed, seen)) return;
    alertTexts()
      .then(({ title, body }) => {
        toast.error(body);
        return notify(title, body);
      })
      .catch((error: unknown) => console.error('Failed-check alert error.', error));
  }, [failed, toast]);
}
