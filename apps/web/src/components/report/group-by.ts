import { bucketEnd, GROUP_BYS, type TGroupBy } from '@crm/contracts/report-periods';

/** How a report buckets its figures over the period. */
export { bucketStart, bucketStarts, GROUP_BYS } from '@crm/contracts/report-periods';
export type GroupBy = TGroupBy;

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

/**
 * The days a bucket's figures cover within the report's range: the first week or month may start
 * before `from` and the last end after `to`, and the report counted only the days inside. A drill
 * link sends these days, so the list holds exactly the rows of the figure.
 */
export function bucketDays(start: string, groupBy: GroupBy, range: { from: string; to: string }) {
  const end = bucketEnd(start, groupBy);
  return { from: start < range.from ? range.from : start, to: end > range.to ? range.to : end };
}
