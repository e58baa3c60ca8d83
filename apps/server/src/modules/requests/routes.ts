import { requestEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { bindIdempotentEndpoint } from '../../http/bind-idempotent-endpoint.ts';
import { sendDownload } from '../../http/download.ts';
import { contextOf } from '../../http/request-context.ts';
import { requestExport } from '../exports/request-export.ts';
import { streamExport } from '../exports/stream-export.ts';
import { actOnRequest } from './act-on-request.ts';
import { getRequest, listRequests } from './list-requests.ts';
import { raiseRequest } from './raise-request.ts';

export const requestRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.listRequests, async (req, reply) => {
      const ctx = contextOf(req);
      if (!req.query.export) return listRequests(deps, ctx, req.query);
      return sendDownload(reply, await streamExport(deps, ctx, requestExport(deps, ctx, req.query), req.query.export));
    });

    bindEndpoint(app, endpoints.getRequest, (req) => getRequest(deps, contextOf(req), req.params.id));

    bindIdempotentEndpoint(app, deps, endpoints.raiseRequest, (req, tx, ctx) => raiseRequest(deps, tx, ctx, req.body));

    bindIdempotentEndpoint(app, deps, endpoints.actOnRequest, (req, tx, ctx) =>
      actOnRequest(deps, tx, ctx, req.params.id, req.params.action, req.body),
    );
  };
