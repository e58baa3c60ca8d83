import { format } from 'date-fns';

export type DayGroup<T> = { key: string; label: string; items: T[] };

/** Spec point 9: transaction lists are grouped by day, headed like "Jan 5, 2024" (local time). */
export const dayLabel = (date: Date) => format(date, 'MMM d, yyyy');

/**
 * Splits a list into runs of one calendar day, keeping the list's order (the server sorts): a day
 * that comes back later in the list (a list sorted by amount) starts a new run rather than
 * reordering the rows.
 */
export function groupByDay<T>(items: readonly T[], dateOf: (item: T) => string | Date): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(dateOf(item));
    const key = format(date, 'yyyy-MM-dd');
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: dayLabel(date), items: [item] });
  }
  return groups;
}
