import type { GroupBy } from '../../components/report/group-by.ts';
import { isoDayOf, parseIsoDay } from '../../components/report/period.ts';

const DAY_MS = 86_400_000;

/** The bucket a day falls in, as the server names it (date_trunc: days, ISO weeks from Monday, months). */
function bucketOf(day: Date, groupBy: GroupBy): Date {
  if (groupBy === 'day') return day;
  if (groupBy === 'month') return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/**
 * Every bucket's first day from `from` to `to` (inclusive ISO days), so a period in which nothing
 * happened is on the axis at zero rather than left out (the reply has rows only where clients came).
 */
export function periodStarts(from: string, to: string, groupBy: GroupBy): string[] {
  const start = parseIsoDay(from);
  const end = parseIsoDay(to);
  if (!start || !end) return [];
  const starts: string[] = [];
  for (let day = start; day <= end; day = new Date(day.getTime() + DAY_MS)) {
    const bucket = isoDayOf(bucketOf(day, groupBy));
    if (starts.at(-1) !== bucket) starts.push(bucket);
  }
  return starts;
}
