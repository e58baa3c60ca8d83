import type { TQueueCount } from '@crm/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { queueKeys } from './queue-keys.ts';

/** The server pushes changes (use-queue-stream.ts); reading again every 5 minutes is only a safety net. */
const REFRESH_MS = 5 * 60_000;

export const useQueueCounts = () =>
  useQuery({
    queryKey: queueKeys.counts(),
    queryFn: () => call('countQueues'),
    refetchInterval: REFRESH_MS,
  });

export const useNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: queueKeys.notifications(),
    queryFn: () => call('listNotifications'),
    enabled,
  });

/** Badge counts by console path; a group shows the sum of its children's. */
export function countsByPath(counts: readonly TQueueCount[] | undefined): Map<string, number> {
  const map = new Map<string, number>();
  for (const c of counts ?? []) map.set(c.path, (map.get(c.path) ?? 0) + c.count);
  return map;
}
