import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { queueKeys } from '../queues/queue-keys.ts';

/** What is pending for the user (spec point 2); the queue stream invalidates it as things change. */
export const useNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: queueKeys.notifications(),
    queryFn: () => call('listNotifications'),
    enabled,
  });
