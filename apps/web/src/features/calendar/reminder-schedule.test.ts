import { describe, expect, it } from 'vitest';
import { dueReminders, nextReminderAt, type TRemindable } from './reminder-schedule.ts';

const event = (id: string, start: string, over: Partial<TRemindable> = {}): TRemindable => ({
  _id: id,
  start,
  title: id,
  completed: false,
  editable: true,
  ...over,
});
const MINUTE = 60_000;

describe('reminder schedule', () => {
  const events = [
    event('past', '2026-03-02T08:00:00Z'),
    event('just-started', '2026-03-02T08:59:30Z'),
    event('done', '2026-03-02T08:59:00Z', { completed: true }),
    event('others', '2026-03-02T08:59:00Z', { editable: false }),
    event('soon', '2026-03-02T09:15:00Z'),
    event('later', '2026-03-02T11:00:00Z'),
  ];
  const now = new Date('2026-03-02T09:00:00Z');

  it('reminds of own, open events that just started, once', () => {
    expect(dueReminders(events, now, new Set(), 5 * MINUTE).map((e) => e._id)).toEqual(['just-started']);
    expect(dueReminders(events, now, new Set(['just-started']), 5 * MINUTE)).toEqual([]);
  });

  it('finds the next start to wake up at, skipping what will not remind', () => {
    expect(nextReminderAt(events, now, new Set())?.toISOString()).toBe('2026-03-02T09:15:00.000Z');
    expect(nextReminderAt(events, now, new Set(['soon']))?.toISOString()).toBe('2026-03-02T11:00:00.000Z');
    expect(nextReminderAt(events, new Date('2026-03-02T12:00:00Z'), new Set())).toBeNull();
  });
});
