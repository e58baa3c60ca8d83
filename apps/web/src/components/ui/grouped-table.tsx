import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api/api-error.ts';
import { groupByDay } from '../../lib/format/day-groups.ts';

export type TableColumn<T> = {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** Amounts line up on their decimal side (and never wrap). */
  numeric?: boolean;
  /** Dates, logins and actions stay on one line; other text wraps when the table is tight. */
  nowrap?: boolean;
  /** A column header that sorts: the sort value (the API's field). */
  sort?: string;
  /** The row's actions: kept in view at the right edge while a wide table scrolls sideways. */
  sticky?: boolean;
};

/** Headers pass no `nowrap`: every dense header stays on one line already. */
const cellClass = (c: { numeric?: boolean; nowrap?: boolean; sticky?: boolean }) =>
  [c.numeric ? 'num' : c.nowrap ? 'nowrap' : null, c.sticky ? 'sticky-end' : null].filter(Boolean).join(' ') ||
  undefined;

type Props<T> = {
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** Group rows under day headings ("Jan 5, 2024") by this date; flat without it. */
  dateOf?: (row: T) => string;
  sort?: string | null;
  onSort?: (sort: string) => void;
  loading?: boolean;
  error?: Error | null;
  empty: string;
  rowClass?: (row: T) => string | undefined;
  /** Loads the rows again: offered beside a failure to load. */
  onRetry?: () => void;
};

/** The server's own refusal as it says it; anything else (a dropped connection) in plain words. */
const failureText = (error: Error) =>
  error instanceof ApiError ? error.message : 'The server could not be reached. Check the connection and try again.';

/**
 * A dense table; with `dateOf`, one <tbody> per day under a heading row, so screen readers read
 * the day as the heading of its rows. Loading, error and empty each have their own row.
 */
export function GroupedTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  dateOf,
  sort,
  onSort,
  loading,
  error,
  empty,
  rowClass,
  onRetry,
}: Props<T>) {
  const groups = rows ? (dateOf ? groupByDay(rows, dateOf) : [{ key: 'all', label: '', items: [...rows] }]) : [];
  const message = error ? (
    <span className="load-failure">
      <span role="alert">Could not load: {failureText(error)}</span>
      {onRetry && (
        <button type="button" className="button small" onClick={onRetry}>
          Try again
        </button>
      )}
    </span>
  ) : !rows && loading ? (
    <span aria-busy="true">Loading…</span>
  ) : rows?.length === 0 ? (
    empty
  ) : null;
  return (
    <div className="table-wrap" aria-busy={loading}>
      <table className="table dense">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = c.sort && sort?.replace('-', '') === c.sort;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className={cellClass({ numeric: c.numeric, sticky: c.sticky })}
                  aria-sort={active ? (sort?.startsWith('-') ? 'descending' : 'ascending') : undefined}
                >
                  {c.sort && onSort ? (
                    <button
                      type="button"
                      className="sort-button"
                      onClick={() => onSort(sort === `-${c.sort}` ? (c.sort ?? '') : `-${c.sort}`)}
                    >
                      {c.label}
                      {active ? (sort?.startsWith('-') ? ' ↓' : ' ↑') : ''}
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        {message && (
          <tbody>
            <tr>
              <td colSpan={columns.length} className="table-message">
                {message}
              </td>
            </tr>
          </tbody>
        )}
        {!error &&
          groups.map((g) => (
            // A day can come back in a list not sorted by date: its first row tells the runs apart.
            <tbody key={`${g.key}-${g.items[0] ? rowKey(g.items[0]) : ''}`}>
              {dateOf && (
                <tr className="day-row">
                  <th scope="colgroup" colSpan={columns.length}>
                    {g.label}
                  </th>
                </tr>
              )}
              {g.items.map((row) => (
                <tr key={rowKey(row)} className={rowClass?.(row)}>
                  {columns.map((c) => (
                    <td key={c.key} className={cellClass(c)}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
      </table>
    </div>
  );
}
