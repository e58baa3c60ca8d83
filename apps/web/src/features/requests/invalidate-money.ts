import type { QueryClient } from '@tanstack/react-query';

/**
 * After money or a request moved: every list and figure that may show it is read again, and the
 * sidebar badges (`queueCounts`, see features/queues) and the notifications with them.
 */
export function invalidateMoney(queryClient: QueryClient): void {
  for (const key of ['requests', 'transactions', 'accounts', 'queueCounts', 'notifications', 'client']) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}
