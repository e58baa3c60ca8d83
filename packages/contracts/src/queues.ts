import { z } from 'zod';

/**
 * Pending work queues (KYC documents, requests, deposits, withdrawals). One call gives the console
 * every badge; the modules that own the queues register them on the server.
 */
export const ZQueueCount = z
  .object({
    key: z.string(),
    path: z.string().describe('The console page whose menu entry shows the badge.'),
    count: z.number().int(),
  })
  .meta({ id: 'QueueCount' });
export type TQueueCount = z.infer<typeof ZQueueCount>;

/** Spec point 3 "Notification item": what the notifications panel lists. */
export const ZNotificationItem = z
  .object({
    _id: z.string(),
    createdAt: z.iso.datetime(),
    notificationType: z.enum(['documents', 'requests', 'withdrawals']),
    document_type: z.string().optional(),
    request_type: z.string().optional(),
    user: z.object({ ctrader_id: z.string().nullable() }),
    status: z.string(),
  })
  .meta({ id: 'NotificationItem' });
export type TNotificationItem = z.infer<typeof ZNotificationItem>;
