/** How a report buckets its figures over the period. */
export const GROUP_BYS = ['day', 'week', 'month'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];

export const GROUP_BY_LABELS: Record<GroupBy, string> = { day: 'Day', week: 'Week', month: 'Month' };

export const isGroupBy = (value: string | null | undefined): value is GroupBy => GROUP_BYS.includes(value as GroupBy);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A bucket's label on the chart's axis and in the table, from the bucket's first day (yyyy-MM-dd):
 * `24/11/2026`, `Week of 23/11/2026`, `Nov 2026`.
 */
export function bucketLabel(start: string, groupBy: GroupBy): string {
  const [year, month, day] = start.split('-');
  if (groupBy === 'month') return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
  const date = `${day}/${month}/${year}`;
  return groupBy === 'week' ? `Week of ${date}` : date;
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day of the bucket a day falls in: weeks start on Monday (as PostgreSQL's date_trunc), months on the 1st. */
export function bucketStart(day: string, groupBy: GroupBy): string {
  if (groupBy === 'day') return day;
  if (groupBy === 'month') return `${day.slice(0, 8)}01`;
  const ms = dayOf(day);
  const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return isoOf(ms - sinceMonday * DAY_MS);
}

/** The last day of the bucket that starts on `start`. */
function bucketEnd(start: string, groupBy: GroupBy): string {
  if (groupBy === 'day') return start;
  if (groupBy === 'week') return isoOf(dayOf(start) + 6 * DAY_MS);
  const date = new Date(dayOf(start));
  return isoOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
}

/**
 * The days a bucket's figures cover within the report's range: the first week or month may start
 * before `from` and the last end after `to`, and the report counted only the days inside. A drill
 * link sends these days, so the list holds exactly the rows of the figure.
 */
export function bucketDays(start: string, groupBy: GroupBy, range: { from: string; to: string }) {
  const end = bucketEnd(start, groupBy);
  return { from: start < range.from ? range.from : start, to: end > range.to ? range.to : end };
}

/** Every bucket's first day over the range, in order: a chart shows empty periods as zero, not as no period. */
export function bucketStarts(from: string, to: string, groupBy: GroupBy): string[] {
  const starts: string[] = [];
  for (let s = bucketStart(from, groupBy); s <= to; s = isoOf(dayOf(bucketEnd(s, groupBy)) + DAY_MS)) {
    starts.push(s);
    if (starts.length > 1000) break;
  }
  return starts;
}
