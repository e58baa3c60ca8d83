import { type KeyboardEvent, type RefObject, useCallback, useRef, useState } from 'react';

/**
 * Keyboard use of a list's rows: one row is in the tab order (the one last used), arrow keys move
 * between rows, Home and End go to the ends, Enter opens the row. A virtual body registers `reveal`
 * so a row scrolled out of the DOM is brought back before it takes focus.
 */
export function useRowNavigation(
  table: RefObject<HTMLTableElement | null>,
  count: number,
  onOpen?: (index: number) => void,
) {
  const [active, setActive] = useState(0);
  const reveal = useRef<((index: number) => void) | null>(null);
  const current = Math.min(active, Math.max(0, count - 1));

  const focusRow = useCallback(
    (index: number) => {
      setActive(index);
      reveal.current?.(index);
      // At once when the row is in the DOM; a row the virtual body brings back is there a frame later.
      const rowOf = () => table.current?.querySelector<HTMLElement>(`tr[data-row-index="${index}"]`);
      const present = rowOf();
      if (present) present.focus();
      else requestAnimationFrame(() => rowOf()?.focus());
    },
    [table],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableElement>) => {
      const row = event.target;
      // Keys inside a cell (a button, a link) keep their own meaning.
      if (!(row instanceof HTMLTableRowElement) || row.dataset.rowIndex === undefined) return;
      const index = Number(row.dataset.rowIndex);
      const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
      if (event.key === 'Enter' && onOpen) {
        event.preventDefault();
        onOpen(index);
        return;
      }
      const next = moves[event.key];
      if (next === undefined) return;
      event.preventDefault();
      focusRow(Math.min(count - 1, Math.max(0, next)));
    },
    [count, onOpen, focusRow],
  );

  return { active: current, setActive, onKeyDown, reveal };
}
