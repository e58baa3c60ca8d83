import { format, isSameDay } from 'date-fns';

/**
 * When the report's exposed accounts were priced, in the browser's time zone: the time to the
 * second (they move with every price tick), with the day (dd/MM/yyyy) only when it is not today.
 */
export function formatPricedAt(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return format(at, isSameDay(at, now) ? 'HH:mm:ss' : 'dd/MM/yyyy HH:mm:ss');
}
