import { QueryClient } from '@tanstack/react-query';

/** Spec point 9: no refetch on window focus by default. Retries are decided per query. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
