import { enCalendarReminders } from '@crm/contracts/locales/en/calendar-reminders';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { calendarKeys } from './calendar-keys.ts';
import { systemClock, type TClock } from './clock.ts';
import { dueReminders, nextReminderAt } from './reminder-schedule.ts';
import { notifyThroughWorker } from './show-reminder.ts';

const MINUTE = 60_000;
/** An event that started this long ago still reminds (the tab was asleep, or opened late). */
const GRACE_MS = 5 * MINUTE;
/** The next day's events are read again this often (and after every change, by invalidation). */
const REFETCH_MS = 15 * MINUTE;
/** The timer never waits longer than this before looking again (a sleeping laptop drifts). */
const MAX_WAIT_MS = 30 * MINUTE;

const t = areaTranslate(enCalendarReminders);

/**
 * Reminders of the caller's own events: at an event's start, a toast and a browser notification
 * through the background worker. The console schedules them from the events it fetched, on the
 * injectable clock: one timer to the next start, no polling, and a test can move the clock instead
 * of waiting. Each event reminds once per tab.
 */
export function useEventReminders(brand: string, clock: TClock = systemClock) {
  const toast = useToast();
  const reminded = useRef(new Set<string>());
  const { data } = useQuery({
    queryKey: [...calendarKeys.reminders(), brand],
    queryFn: () => {
      const now = clock().getTime();
      return call('listCalendarEvents', {
        query: { start: new Date(now - GRACE_MS).toISOString(), end: new Date(now + 24 * 60 * MINUTE).toISOString() },
      });
    },
    refetchInterval: REFETCH_MS,
  });
  useEffect(() => {
    if (!data) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = clock();
      for (const event of dueReminders(data, now, reminded.current, GRACE_MS)) {
        reminded.current.add(event._id);
        toast.info(t('calendar.reminder.toast', { title: event.title }));
        void notifyThroughWorker(event);
      }
      const next = nextReminderAt(data, now, reminded.current);
      if (next) timer = setTimeout(tick, Math.min(Math.max(next.getTime() - now.getTime(), 0), MAX_WAIT_MS));
    };
    tick();
    return () => clearTimeout(timer);
  }, [data, clock, toast]);
}
