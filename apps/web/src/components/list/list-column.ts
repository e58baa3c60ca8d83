import type { ReactNode } from 'react';

/**
 * One column of a list, the same for every list of the console. `id` is also what the column
 * chooser writes into `fields` and what an export names; `sortKey` is the API's sort field.
 */
export type ListColumn<T> = {
  id: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** Amounts line up on their decimal side (and never wrap). */
  numeric?: boolean;
  /** Dates, logins and actions stay on one line; other text wraps when the table is tight. */
  nowrap?: boolean;
  /** A header that sorts: the sort value the API takes (`-` in front for descending). */
  sortKey?: string;
  /** The row's actions: kept in view at the right edge while a wide table scrolls sideways. */
  sticky?: boolean;
  /** The row's identity (client id and name): fixed at the left edge below 768 px. */
  identity?: boolean;
};

/** The class a cell of this column carries (header cells pass no `nowrap`: headers never wrap). */
export function cellClassName(column: Pick<ListColumn<unknown>, 'numeric' | 'nowrap' | 'sticky' | 'identity'>) {
  const names = [
    column.numeric ? 'num' : column.nowrap ? 'nowrap' : null,
    column.sticky ? 'sticky-end' : null,
    column.identity ? 'identity' : null,
  ];
  return names.filter(Boolean).join(' ') || undefined;
}
