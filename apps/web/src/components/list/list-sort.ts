import type { SortingState } from '@tanstack/react-table';

/**
 * One sorting behaviour for every list: a first click on a column sorts it ascending (A→Z, oldest
 * and smallest first), a click on the sorted column turns it round, and a list is never unsorted.
 * The URL keeps it as the API takes it: `createdAt` or `-createdAt`.
 */
export const FIRST_SORT_IS_DESCENDING = false;

type Sortable = { id: string; sortKey?: string };

/** The URL's `sort` as TanStack Table's sorting state (empty when no shown column sorts by it). */
export function sortingOf(sort: string | null | undefined, columns: readonly Sortable[]): SortingState {
  if (!sort) return [];
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const column = columns.find((c) => c.sortKey === key);
  return column ? [{ id: column.id, desc }] : [];
}

/** TanStack Table's sorting state back into the URL's `sort` (null when nothing sorts). */
export function sortParamOf(sorting: SortingState, columns: readonly Sortable[]): string | null {
  const [first] = sorting;
  const key = first && columns.find((c) => c.id === first.id)?.sortKey;
  if (!first || !key) return null;
  return first.desc ? `-${key}` : key;
}

/** `aria-sort` of a header: only the sorted column says how. */
export const ariaSortOf = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
