import type { ColumnSizingState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { parseWidths, serializeWidths, widthsStorageKey } from './column-widths.ts';

/**
 * The widths a person gave this list's columns, read once from storage and saved after each drag,
 * so the list opens the same way next time. Columns never dragged keep the browser's own width.
 */
export function useColumnWidths(listId: string) {
  const key = widthsStorageKey(listId);
  const [widths, setWidths] = useState<ColumnSizingState>(() => parseWidths(localStorage.getItem(key)));
  const setWidth = useCallback((columnId: string, width: number) => {
    setWidths((current) => ({ ...current, [columnId]: width }));
  }, []);
  const save = useCallback(() => {
    setWidths((current) => {
      localStorage.setItem(key, serializeWidths(current));
      return current;
    });
  }, [key]);
  const reset = useCallback(
    (columnId: string) => {
      setWidths((current) => {
        const { [columnId]: _, ...rest } = current;
        localStorage.setItem(key, serializeWidths(rest));
        return rest;
      });
    },
    [key],
  );
  return { widths, setWidth, save, reset };
}
