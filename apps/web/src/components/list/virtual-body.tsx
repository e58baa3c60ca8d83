import { useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useMemo } from 'react';
import type { DayGroup } from '../../lib/format/day-groups.ts';
import type { ListColumn } from './list-column.ts';
import { DayRow, ListRow } from './list-rows.tsx';

/** A long list (a pending queue of 1,000) renders only the rows in view, plus a few either side. */
export const VIRTUAL_FROM = 150;
/** A dense row with one line of text; rows with more are measured as they render. */
const ROW_ESTIMATE = 34;

type Item<T> = { kind: 'day'; key: string; label: string } | { kind: 'row'; row: T; index: number };

type Props<T> = {
  groups: readonly DayGroup<T>[];
  withDays: boolean;
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string;
  rowClass?: (row: T) => string | undefined;
  scroller: RefObject<HTMLDivElement | null>;
  active: number;
  onFocus: (index: number) => void;
  onClick?: (index: number) => void;
  reveal: RefObject<((index: number) => void) | null>;
};

/**
 * One <tbody> whose rows are the visible slice of the list, with a spacer row above and below that
 * stands for the rest, so the scroll bar and the sticky header behave as for the whole list.
 */
export function VirtualBody<T>({
  groups,
  withDays,
  columns,
  rowKey,
  rowClass,
  scroller,
  active,
  onFocus,
  onClick,
  reveal,
}: Props<T>) {
  const items = useMemo(() => {
    const flat: Item<T>[] = [];
    let index = 0;
    for (const g of groups) {
      if (withDays) flat.push({ kind: 'day', key: `${g.key}-${index}`, label: g.label });
      for (const row of g.items) flat.push({ kind: 'row', row, index: index++ });
    }
    return flat;
  }, [groups, withDays]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (i) => {
      const item = items[i];
      return !item ? i : item.kind === 'day' ? item.key : rowKey(item.row);
    },
    overscan: 8,
  });
  useEffect(() => {
    reveal.current = (rowIndex) => {
      const at = items.findIndex((item) => item.kind === 'row' && item.index === rowIndex);
      if (at >= 0) virtualizer.scrollToIndex(at, { align: 'auto' });
    };
    return () => {
      reveal.current = null;
    };
  }, [items, virtualizer, reveal]);

  const shown = virtualizer.getVirtualItems();
  const before = shown[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (shown.at(-1)?.end ?? 0);
  const span = columns.length;
  return (
    <tbody>
      {before > 0 && (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row has no tabindex and nothing to read
        <tr className="list-spacer" aria-hidden="true" style={{ height: before }}>
          <td colSpan={span} />
        </tr>
      )}
      {shown.map((v) => {
        const item = items[v.index];
        if (!item) return null;
        return item.kind === 'day' ? (
          <DayRow
            key={v.key}
            label={item.label}
            span={span}
            measure={virtualizer.measureElement}
            virtualIndex={v.index}
          />
        ) : (
          <ListRow
            key={v.key}
            row={item.row}
            index={item.index}
            columns={columns}
            active={item.index === active}
            className={rowClass?.(item.row)}
            onFocus={onFocus}
            onClick={onClick}
            measure={virtualizer.measureElement}
            virtualIndex={v.index}
          />
        );
      })}
      {after > 0 && (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row has no tabindex and nothing to read
        <tr className="list-spacer" aria-hidden="true" style={{ height: after }}>
          <td colSpan={span} />
        </tr>
      )}
    </tbody>
  );
}
