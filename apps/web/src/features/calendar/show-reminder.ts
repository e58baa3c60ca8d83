import { enCalendarReminders } from '@crm/contracts/locales/en/calendar-reminders';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import type { TRemindable } from './reminder-schedule.ts';

const t = areaTranslate(enCalendarReminders);

/**
 * A browser notification through the background worker (/sw.worker.js, spec point 7), only when the
 * staff member granted the permission; its click opens the calendar (sw.worker.js). Failures are
 * quiet: the toast has already said it.
 */
export async function notifyThroughWorker(event: TRemindable): Promise<void> {
  if (!('Notification' in window) || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    await registration?.showNotification(event.title, {
      body: t('calendar.reminder.notification', {
        time: new Date(event.start).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }),
      }),
      tag: `calendar-${event._id}`,
      data: { url: '/calendar' },
    });
  } catch (error) {
    console.error('Reminder notification failed.', error);
  }
}
