import type { ColumnSizingState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { parseWidths, serializeWidths, widthsStorageKey } from './column-widths.ts';

const read = (key: string) => ({ key, widths: parseWidths(localStorage.getItem(key)) });

/**
 * The widths a person gave this list's columns, read from storage and saved after each drag, so
 * the list opens the same way next time. Columns never dragged keep the browser's own width.
 */
export function useColumnWidths(listId: string) {
  const key = widthsStorageKey(listId);
  const [state, setState] = useState(() => read(key));
  // One page component serves several lists (all, pending, verified clients): each has its own.
  if (state.key !== key) setState(read(key));

  const setWidth = useCallback((columnId: string, width: number) => {
    setState((current) => ({ ...current, widths: { ...current.widths, [columnId]: width } }));
  }, []);
  const save = useCallback(() => {
    setState((current) => {
      localStorage.setItem(current.key, serializeWidths(current.widths));
      return current;
    });
  }, []);
  const reset = useCallback((columnId: string) => {
    setState((current) => {
      const { [columnId]: _, ...rest } = current.widths;
      localStorage.setItem(current.key, serializeWidths(rest));
      return { ...current, widths: rest };
    });
  }, []);
  const widths: ColumnSizingState = state.key === key ? state.widths : {};
  return { widths, setWidth, save, reset };
}
