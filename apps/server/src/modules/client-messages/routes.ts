import { clientMessageEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { listClientMessageDeliveries } from './list-deliveries.ts';
import { listClientMessages } from './list-messages.ts';
import { previewClientMessage } from './preview-message.ts';
import { sendClientMessage } from './send-message.ts';

/** `/dashboard/clientMessages`: push, SMS and e-mail to one client or a segment (issue #17's hidden entries). */
export const clientMessageRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.previewClientMessage, (req) => previewClientMessage(deps, contextOf(req), req.body));
    bindEndpoint(app, endpoints.sendClientMessage, (req) => sendClientMessage(deps, contextOf(req), req.body));
    bindEndpoint(app, endpoints.listClientMessages, (req) => listClientMessages(deps, contextOf(req), req.query));
    bindEndpoint(app, endpoints.listClientMessageDeliveries, (req) =>
      listClientMessageDeliveries(deps, contextOf(req), req.params.id, req.query),
    );
  };
