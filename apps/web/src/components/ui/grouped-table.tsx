// The grouped table became the list kit's ListTable (components/list/list-table.tsx); this path
// stays only for the kit catalogue's sample until it moves onto ListTable.
import type { ReactNode } from 'react';
import type { ListColumn } from '../list/list-column.ts';
import { ListTable, type ListTableProps } from '../list/list-table.tsx';

/** The old column shape: `key` for `id`, `sort` for `sortKey`. */
export type TableColumn<T> = Omit<ListColumn<T>, 'id' | 'sortKey'> & {
  key: string;
  sort?: string;
  cell: (row: T) => ReactNode;
};

type Props<T> = Omit<ListTableProps<T>, 'columns' | 'listId'> & { columns: readonly TableColumn<T>[] };

/** @deprecated Use ListTable from components/list/list-table.tsx. */
export function GroupedTable<T extends object>({ columns, ...rest }: Props<T>) {
  const listColumns = columns.map(({ key, sort, ...c }) => ({ ...c, id: key, sortKey: sort }));
  return <ListTable listId={`kit-${rest.caption}`} columns={listColumns} {...rest} />;
}
