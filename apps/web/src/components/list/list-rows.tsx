import type { ReactNode } from 'react';
import type { DayGroup } from '../../lib/format/day-groups.ts';
import { cellClassName, type ListColumn } from './list-column.ts';

export type RowProps<T> = {
  row: T;
  index: number;
  columns: readonly ListColumn<T>[];
  active: boolean;
  className?: string;
  onFocus: (index: number) => void;
  onClick?: (index: number) => void;
  /** A virtual body measures each row it renders. */
  measure?: (element: HTMLTableRowElement | null) => void;
  /** The virtual body's own index of the row (day headings count too). */
  virtualIndex?: number;
};

/** Clicks on a control inside the row (a link, a button, a field) do what that control does. */
const fromControl = (target: EventTarget) =>
  target instanceof Element && target.closest('a, button, input, select, textarea, label, [role="dialog"]') !== null;

/** One row of a list: in the tab order only when it is the active one (see use-row-navigation). */
export function ListRow<T>({
  row,
  index,
  columns,
  active,
  className,
  onFocus,
  onClick,
  measure,
  virtualIndex,
}: RowProps<T>) {
  return (
    <tr
      ref={measure}
      data-index={virtualIndex}
      // Below the header row (1); only a virtual body numbers its rows.
      aria-rowindex={virtualIndex === undefined ? undefined : virtualIndex + 2}
      data-row-index={index}
      tabIndex={active ? 0 : -1}
      className={[className, onClick ? 'clickable' : null].filter(Boolean).join(' ') || undefined}
      onFocus={(e) => {
        if (e.target === e.currentTarget) onFocus(index);
      }}
      onClick={onClick ? (e) => !fromControl(e.target) && onClick(index) : undefined}
    >
      {columns.map((c) => (
        <td key={c.id} className={cellClassName(c)}>
          {c.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/** A day's heading over its rows: a header cell across the table, so it reads as the rows' heading. */
export function DayRow({
  label,
  span,
  measure,
  virtualIndex,
}: {
  label: ReactNode;
  span: number;
  measure?: (element: HTMLTableRowElement | null) => void;
  virtualIndex?: number;
}) {
  return (
    <tr
      className="list-day"
      ref={measure}
      data-index={virtualIndex}
      aria-rowindex={virtualIndex === undefined ? undefined : virtualIndex + 2}
    >
      <th scope="colgroup" colSpan={span}>
        {label}
      </th>
    </tr>
  );
}

type PlainBodyProps<T> = Pick<RowProps<T>, 'columns' | 'onFocus' | 'onClick'> & {
  groups: readonly DayGroup<T>[];
  withDays: boolean;
  rowKey: (row: T) => string;
  rowClass?: (row: T) => string | undefined;
  active: number;
};

/** Every row in the DOM: one <tbody> per day under its heading, so the day heads its rows. */
export function PlainBody<T>({
  groups,
  withDays,
  columns,
  rowKey,
  rowClass,
  active,
  onFocus,
  onClick,
}: PlainBodyProps<T>) {
  let index = 0;
  return groups.map((g) => (
    // A day can come back in a list not sorted by date: its first row tells the runs apart.
    <tbody key={`${g.key}-${g.items[0] ? rowKey(g.items[0]) : ''}`}>
      {withDays && <DayRow label={g.label} span={columns.length} />}
      {g.items.map((row) => {
        const i = index++;
        return (
          <ListRow
            key={rowKey(row)}
            row={row}
            index={i}
            columns={columns}
            active={i === active}
            className={rowClass?.(row)}
            onFocus={onFocus}
            onClick={onClick}
          />
        );
      })}
    </tbody>
  ));
}
