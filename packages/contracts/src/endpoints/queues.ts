import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import { ZNotificationItem, ZQueueCount } from '../queues.ts';

const tags = ['queues'];

export const ZQueueEventsQuery = z.object({ brand: z.string().optional() });
export const ZNotificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  brand: z.string().optional(),
});

// Signed-in only: each queue filters by its own permissions, and the list may be empty.
export const queueEndpoints = {
  countQueues: defineEndpoint({
    method: 'GET',
    path: '/dashboard/queues/counts',
    access: access.signedIn,
    tags,
    reply: z.array(ZQueueCount),
  }),
  /** Server-sent events: the counts and notifications as they change. */
  streamQueueEvents: defineEndpoint({
    method: 'GET',
    path: '/dashboard/queues/events',
    access: access.signedIn,
    tags,
    query: ZQueueEventsQuery,
  }),
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/dashboard/notifications',
    access: access.signedIn,
    tags,
    query: ZNotificationsQuery,
    reply: z.array(ZNotificationItem),
  }),
};
