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
