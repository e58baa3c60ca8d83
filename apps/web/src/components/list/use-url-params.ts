import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's own filters beside the shared list state (status, type, date range): read from the URL
 * and written back to it; changing one goes back to page 1, as every other filter does.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: string) => params.get(key) || null, [params]);
  const set = useCallback(
    (change: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
          next.delete('cursor');
          return next;
        },
        { flushSync: true },
      ),
    [setParams],
  );
  return { get, set };
}
