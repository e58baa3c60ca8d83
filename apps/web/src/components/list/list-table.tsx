import {
  type ColumnDef,
  columnSizingFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { groupByDay } from '../../lib/format/day-groups.ts';
import { cellClassName, type ListColumn } from './list-column.ts';
import { listMessage } from './list-message.tsx';
import { PlainBody } from './list-rows.tsx';
import { ariaSortOf, FIRST_SORT_IS_DESCENDING, sortingOf, sortParamOf } from './list-sort.ts';
import { ResizeHandle } from './resize-handle.tsx';
import { useColumnWidths } from './use-column-widths.ts';
import { useRowNavigation } from './use-row-navigation.ts';
import { VIRTUAL_FROM, VirtualBody } from './virtual-body.tsx';
import './list.css';
import { translate } from '../../lib/i18n/translator.ts';

const features = tableFeatures({ rowSortingFeature, columnSizingFeature });

export type ListTableProps<T> = {
  /** Names the table for assistive technology (a visually hidden caption). */
  caption: string;
  /** Names the list where its column widths are kept: its page path, or a name for a tab's list. */
  listId: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** Group rows under day headings ("Jan 5, 2024") by this date; flat without it. */
  dateOf?: (row: T) => string;
  /** The URL's sort (`createdAt`, `-createdAt`); headers with a `sortKey` sort through `onSort`. */
  sort?: string | null;
  onSort?: (sort: string) => void;
  loading?: boolean;
  error?: Error | null;
  /** Said when the list has no rows. */
  empty: string;
  /** Said instead of the rows, e.g. why there are none (a filter the server refused). */
  notice?: ReactNode;
  rowClass?: (row: T) => string | undefined;
  /** Loads the rows again: offered beside a failure to load. */
  onRetry?: () => void;
  /** What Enter on a row does (open the client, the account); with `openOnClick`, a click too. */
  onOpen?: (row: T) => void;
  openOnClick?: boolean;
  /**
   * A footer row (a report's totals) with the page's figures by column id: the console adds no money
   * up, the server does. The first column says `label` ("Total") unless a figure is given for it.
   */
  totals?: ListTotals;
};

export type ListTotals = { label?: string; cells: Readonly<Partial<Record<string, ReactNode>>> };

/**
 * The console's one table: sorting, column widths, keyboard rows, day groups, and a body that
 * renders only what is in view once a list is long. Rows come from the server already sorted and
 * paged, so TanStack Table holds the column model and its state, not the processing.
 */
export function ListTable<T extends object>(props: ListTableProps<T>) {
  const { caption, listId, columns, rows, rowKey, dateOf, sort, onSort, loading, error, empty, notice } = props;
  const { rowClass, onRetry, onOpen, openOnClick, totals } = props;
  const tableRef = useRef<HTMLTableElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const { widths, setWidth, save, reset } = useColumnWidths(listId);

  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const definitions = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.label,
        // Sorting is the server's; the value only tells TanStack Table the column can sort.
        accessorFn: () => c.sortKey ?? null,
        enableSorting: Boolean(c.sortKey && onSort),
      })),
    [columns, onSort],
  );
  const data = useMemo<T[]>(() => (rows ? [...rows] : []), [rows]);
  const sorting = useMemo(() => sortingOf(sort, columns), [sort, columns]);
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = sortParamOf(typeof updater === 'function' ? updater(sorting) : updater, columns);
      if (next && onSort) onSort(next);
    },
    [sorting, columns, onSort],
  );
  const table = useTable({
    features,
    columns: definitions,
    data,
    getRowId: (row) => rowKey(row),
    state: { sorting, columnSizing: widths },
    onSortingChange,
    manualSorting: true,
    sortDescFirst: FIRST_SORT_IS_DESCENDING,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  // The server sorted and paged the rows: TanStack Table's row model is `data` as it came.
  const shownRows = data;
  const groups = useMemo(
    () => (dateOf ? groupByDay(shownRows, dateOf) : [{ key: 'all', label: '', items: shownRows }]),
    [shownRows, dateOf],
  );
  const open = onOpen ? (index: number) => shownRows[index] !== undefined && onOpen(shownRows[index]) : undefined;
  const { active, setActive, onKeyDown, reveal } = useRowNavigation(tableRef, shownRows.length, open);
  const virtual = shownRows.length >= VIRTUAL_FROM;
  // A virtual body holds a slice of the rows: the table tells assistive technology how many there are.
  const rowCount = virtual ? 1 + shownRows.length + (dateOf ? groups.length : 0) : undefined;
  const message = listMessage({ rows, loading, error, empty, notice, onRetry });
  const span = Math.max(1, columns.length);

  return (
    <div ref={scroller} className={virtual ? 'list-wrap list-virtual' : 'list-wrap'} aria-busy={loading}>
      {/* The rows take the keys (use-row-navigation.ts); the table only hears them bubble up. */}
      <table ref={tableRef} className="list-table" onKeyDown={onKeyDown} aria-rowcount={rowCount}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
              {group.headers.map((header) => {
                const column = byId.get(header.column.id);
                if (!column) return null;
                const sorted = header.column.getIsSorted();
                const width = widths[column.id];
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={cellClassName({
                      numeric: column.numeric,
                      sticky: column.sticky,
                      identity: column.identity,
                    })}
                    style={width ? { width, minWidth: width, maxWidth: width } : undefined}
                    aria-sort={ariaSortOf(sorted)}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" className="list-sort" onClick={header.column.getToggleSortingHandler()}>
                        {column.label}
                        {sorted === 'asc' && <ArrowUp size={14} aria-hidden="true" />}
                        {sorted === 'desc' && <ArrowDown size={14} aria-hidden="true" />}
                      </button>
                    ) : (
                      column.label
                    )}
                    {!column.sticky && (
                      <ResizeHandle
                        label={column.label}
                        onResize={(w) => setWidth(column.id, w)}
                        onDone={save}
                        onReset={() => reset(column.id)}
                      />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        {message !== null && message !== undefined && (
          <tbody>
            <tr>
              <td colSpan={span} className="list-message">
                {message}
              </td>
            </tr>
          </tbody>
        )}
        {!error && !notice && virtual && (
          <VirtualBody
            groups={groups}
            withDays={Boolean(dateOf)}
            columns={columns}
            rowKey={rowKey}
            rowClass={rowClass}
            scroller={scroller}
            active={active}
            onFocus={setActive}
            onClick={openOnClick ? open : undefined}
            reveal={reveal}
          />
        )}
        {!error && !notice && !virtual && (
          <PlainBody
            groups={groups}
            withDays={Boolean(dateOf)}
            columns={columns}
            rowKey={rowKey}
            rowClass={rowClass}
            active={active}
            onFocus={setActive}
            onClick={openOnClick ? open : undefined}
          />
        )}
        {totals && !message && <TotalsRow columns={columns} totals={totals} />}
      </table>
    </div>
  );
}

/** The totals under the rows: the first cell heads the row, the figures line up with their columns. */
function TotalsRow<T>({ columns, totals }: { columns: readonly ListColumn<T>[]; totals: ListTotals }) {
  return (
    <tfoot>
      <tr className="list-totals">
        {columns.map((c, i) => {
          const figure = totals.cells[c.id];
          const className = cellClassName({ numeric: c.numeric, nowrap: c.nowrap, sticky: c.sticky });
          return i === 0 ? (
            <th key={c.id} scope="row" className={className}>
              {figure ?? totals.label ?? translate('list.total')}
            </th>
          ) : (
            <td key={c.id} className={className}>
              {figure}
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}
