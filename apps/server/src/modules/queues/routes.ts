import { queueEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { openQueueStream } from './queue-stream.ts';
import { countQueues, latestNotifications } from './read-queues.ts';

export const queueRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.countQueues, (req) => countQueues(deps, contextOf(req)));
    bindEndpoint(app, endpoints.streamQueueEvents, (req, reply) => openQueueStream(deps, contextOf(req), req, reply));
    bindEndpoint(app, endpoints.listNotifications, (req) => latestNotifications(deps, contextOf(req), req.query.limit));
  };
