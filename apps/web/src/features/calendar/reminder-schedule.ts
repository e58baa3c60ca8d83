import type { TCalendarEvent } from '@crm/contracts';

/** What a reminder needs of an event. */
export type TRemindable = Pick<TCalendarEvent, '_id' | 'start' | 'title' | 'completed' | 'editable'>;

/**
 * The reminders due at `now`: the caller's own events (only the owner is reminded) that are not
 * completed, not reminded yet, and started within the last `graceMs` (a tab opened a minute late
 * still reminds; one opened the next day does not replay the whole morning).
 */
export function dueReminders(
  events: readonly TRemindable[],
  now: Date,
  reminded: ReadonlySet<string>,
  graceMs: number,
): TRemindable[] {
  const t = now.getTime();
  return events.filter((e) => {
    const start = Date.parse(e.start);
    return e.editable && !e.completed && !reminded.has(e._id) && start <= t && t - start <= graceMs;
  });
}

/** When the next reminder falls after `now` (null: none left in what was fetched). */
export function nextReminderAt(events: readonly TRemindable[], now: Date, reminded: ReadonlySet<string>): Date | null {
  const t = now.getTime();
  let next: number | null = null;
  for (const e of events) {
    const start = Date.parse(e.start);
    if (!e.editable || e.completed || reminded.has(e._id) || start <= t) continue;
    if (next === null || start < next) next = start;
  }
  return next === null ? null : new Date(next);
}
