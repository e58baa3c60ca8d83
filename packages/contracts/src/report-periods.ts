/**
 * A report's periods, shared by the server (which answers every period of the range, empty ones
 * as zero) and the console (labels, drill days). Zod-free so the console's pages load it cheaply.
 * Days are `yyyy-MM-dd` in the reporting time zone; weeks start on Monday, as PostgreSQL's
 * `date_trunc('week')`, months on the 1st.
 */
export const GROUP_BYS = ['day', 'week', 'month'] as const;
export type TGroupBy = (typeof GROUP_BYS)[number];

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day of the bucket a day falls in. */
export function bucketStart(day: string, groupBy: TGroupBy): string {
  if (groupBy === 'day') return day;
  if (groupBy === 'month') return `${day.slice(0, 8)}01`;
  const ms = dayOf(day);
  const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return isoOf(ms - sinceMonday * DAY_MS);
}

/** The last day of the bucket that starts on `start`. */
export function bucketEnd(start: string, groupBy: TGroupBy): string {
  if (groupBy === 'day') return start;
  if (groupBy === 'week') return isoOf(dayOf(start) + 6 * DAY_MS);
  const date = new Date(dayOf(start));
  return isoOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
}

/** At most this many buckets: the reports' longest range (18 months) by day is well under it. */
export const MAX_BUCKETS = 1000;

/** Every bucket's first day over the range, in order: empty periods are periods, shown as zero. */
export function bucketStarts(from: string, to: string, groupBy: TGroupBy): string[] {
  const starts: string[] = [];
  for (let s = bucketStart(from, groupBy); s <= to; s = isoOf(dayOf(bucketEnd(s, groupBy)) + DAY_MS)) {
    starts.push(s);
    if (starts.length >= MAX_BUCKETS) break;
  }
  return starts;
}
