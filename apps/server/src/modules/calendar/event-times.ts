import { MAX_CALENDAR_EVENT_DAYS, MAX_CALENDAR_RANGE_DAYS } from '@crm/contracts';
import { AppError } from '../../http/app-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An event's times: it ends after it starts (code 190), within 31 days (191). */
export function checkEventTimes(start: Date, end: Date): void {
  if (end.getTime() <= start.getTime()) {
    throw new AppError('calendarEventEndBeforeStart', 'The event must end after it starts', {
      details: [{ path: 'end', message: 'The end must be after the start' }],
    });
  }
  if (end.getTime() - start.getTime() > MAX_CALENDAR_EVENT_DAYS * DAY_MS) {
    throw new AppError('calendarEventTooLong', `An event lasts at most ${MAX_CALENDAR_EVENT_DAYS} days`, {
      details: [{ path: 'end', message: `At most ${MAX_CALENDAR_EVENT_DAYS} days after the start` }],
    });
  }
}

/** The range a calendar is read over: end after start, at most 100 days (code 193). */
export function checkRange(start: Date, end: Date): void {
  const span = end.getTime() - start.getTime();
  if (span <= 0 || span > MAX_CALENDAR_RANGE_DAYS * DAY_MS) {
    throw new AppError(
      'calendarRangeTooLong',
      `Read the calendar over at most ${MAX_CALENDAR_RANGE_DAYS} days, with its end after its start`,
      { details: [{ path: 'end', message: 'The end must come after the start, within 100 days' }] },
    );
  }
}
