import { ZNotificationItem, ZQueueCount } from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { openQueueStream } from './queue-stream.ts';
import { countQueues, latestNotifications } from './read-queues.ts';

const tags = ['queues'];

export const queueRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Signed-in only: each queue filters by its own permissions, and the list may be empty.
    app.get('/dashboard/queues/counts', {
      config: { access: access.signedIn },
      schema: { tags, response: { 200: z.array(ZQueueCount) } },
      handler: (req) => countQueues(deps, contextOf(req)),
    });

    app.get('/dashboard/queues/events', {
      config: { access: access.signedIn },
      schema: { tags, querystring: z.object({ brand: z.string().optional() }) },
      handler: (req, reply) => openQueueStream(deps, contextOf(req), req, reply),
    });

    app.get('/dashboard/notifications', {
      config: { access: access.signedIn },
      schema: {
        tags,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(50),
          brand: z.string().optional(),
        }),
        response: { 200: z.array(ZNotificationItem) },
      },
      handler: (req) => latestNotifications(deps, contextOf(req), req.query.limit),
    });
  };
