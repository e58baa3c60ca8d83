import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type ColumnChoice, fieldsParam, fieldsStorageKey } from './fields.ts';
import { type ListState, readListState, writeListState } from './list-state.ts';

/**
 * The one hook a list uses for its state: read from the URL, written back to it, and the column
 * choice also saved under `<page path>-fields` (spec point 2) so the next visit starts with it.
 */
export function useListState(defaultFields: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const key = fieldsStorageKey(pathname);
  const state = useMemo(
    () => readListState(params, localStorage.getItem(key), defaultFields),
    [params, key, defaultFields],
  );

  // flushSync: a list control (a column checkbox, a page button) shows its new state at once,
  // instead of waiting for the router's low-priority transition.
  const update = useCallback(
    (change: Partial<ListState>) => setParams((p) => writeListState(p, change), { flushSync: true }),
    [setParams],
  );

  /** Throws "Invalid fields object" for a malformed choice (spec point 5). */
  const setColumns = useCallback(
    (columns: readonly ColumnChoice[]) => {
      const value = fieldsParam(columns);
      localStorage.setItem(key, value);
      update({ fields: value ? value.split(',') : [] });
    },
    [key, update],
  );

  return { state, update, setColumns };
}
