import type { ListColumn } from '../list/list-column.ts';
import { ListTable, type ListTableProps } from '../list/list-table.tsx';
import { DrillLink, type DrillQuery } from './drill-link.tsx';

/** Where a figure leads: the rows behind it (see DrillLink). */
export type Drill = { to: string; query?: DrillQuery; label?: string };

/**
 * A figure column: right-aligned in tabular figures, showing the row's formatted string (money
 * stays the server's decimal string, formatted, never re-added), as a link to its rows when `drill`
 * gives one. A figure of zero rows opens nothing, so `drill` may return null.
 */
export function figureColumn<T>(column: {
  id: string;
  label: string;
  text: (row: T) => string;
  drill?: (row: T) => Drill | null;
}): ListColumn<T> {
  return {
    id: column.id,
    label: column.label,
    numeric: true,
    cell: (row) => {
      const text = column.text(row);
      const drill = column.drill?.(row);
      return drill ? (
        <DrillLink to={drill.to} query={drill.query} label={drill.label}>
          {text}
        </DrillLink>
      ) : (
        text
      );
    },
  };
}

type Props<T> = Omit<ListTableProps<T>, 'dateOf' | 'openOnClick'>;

/**
 * The table under a report's chart: the list kit's table (states, widths, keyboard rows) with the
 * totals row the page gives. Reports are short (a row per period or per country), so no pager.
 */
export function ReportTable<T extends object>(props: Props<T>) {
  return (
    <div className="report-table">
      <ListTable {...props} />
    </div>
  );
}
