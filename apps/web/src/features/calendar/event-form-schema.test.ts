import { describe, expect, it } from 'vitest';
import { toLocalInput, ZEventForm } from './event-form-schema.ts';

describe('the event form', () => {
  const base = { title: 'Call back', eventType: 'call' as const };

  it('turns the date-time inputs (local time) into the instants the contract sends', () => {
    const start = new Date(2026, 2, 4, 9, 30);
    const parsed = ZEventForm.parse({ ...base, start: toLocalInput(start), end: '2026-03-04T10:00' });
    expect(parsed.start).toBe(start.toISOString());
    expect(parsed.end).toBe(new Date(2026, 2, 4, 10, 0).toISOString());
  });

  it('refuses an end before the start at the end field, and an empty time, before anything is sent', () => {
    const backwards = ZEventForm.safeParse({ ...base, start: '2026-03-04T10:00', end: '2026-03-04T09:00' });
    expect(backwards.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['end', 'The end must be after the start'],
    ]);
    const empty = ZEventForm.safeParse({ ...base, start: '', end: '2026-03-04T09:00' });
    expect(empty.error?.issues[0]).toMatchObject({ path: ['start'], message: 'Enter a date and time' });
  });

  it('keeps the contract’s own rules: a known type, a title', () => {
    const times = { start: '2026-03-04T09:00', end: '2026-03-04T10:00' };
    expect(ZEventForm.safeParse({ ...times, title: 'x', eventType: 'party' }).success).toBe(false);
    const untitled = ZEventForm.safeParse({ ...times, title: '  ', eventType: 'call' });
    expect(untitled.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['title', 'Enter a title']]);
  });
});
