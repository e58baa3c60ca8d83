import {
  REQUEST_ACTIONS,
  ZClientRequest,
  ZCreateRequest,
  ZErrorReply,
  ZId,
  ZRequestActionBody,
  ZRequestActionReply,
  ZRequestListQuery,
  ZRequestPage,
} from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { sendDownload } from '../../http/download.ts';
import { idempotencyKeyOf, idempotent, markReplay } from '../../http/idempotency.ts';
import { contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { actOnRequest } from './act-on-request.ts';
import { exportRequests, getRequest, listRequests } from './list-requests.ts';
import { raiseRequest } from './raise-request.ts';
import { ANY_ACT_PERMISSION, VIEW_PERMISSIONS } from './request-permissions.ts';

const tags = ['requests'];
const errors = { 400: ZErrorReply, 403: ZErrorReply, 404: ZErrorReply, 409: ZErrorReply, 422: ZErrorReply };

export const requestRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/users/requests', {
      config: { access: access.anyOf(...VIEW_PERMISSIONS) },
      schema: { tags, querystring: ZRequestListQuery, response: { 200: ZRequestPage } },
      handler: async (req, reply) => {
        const ctx = contextOf(req);
        if (!req.query.export) return listRequests(deps, ctx, req.query);
        return sendDownload(reply, await exportRequests(deps, ctx, req.query));
      },
    });

    app.get('/dashboard/users/requests/:id', {
      config: { access: access.anyOf(...VIEW_PERMISSIONS) },
      schema: { tags, params: z.object({ id: ZId }), response: { 200: ZClientRequest, 404: ZErrorReply } },
      handler: (req) => getRequest(deps, contextOf(req), req.params.id),
    });

    app.post('/dashboard/users/requests', {
      config: { access: access.anyOf(...ANY_ACT_PERMISSION) },
      schema: { tags, body: ZCreateRequest, response: { 200: ZClientRequest, ...errors } },
      // Raising a withdrawal or transfer holds money: honours Idempotency-Key like the money POSTs.
      handler: async (req, reply) => {
        const ctx = contextOf(req);
        const route = 'POST /dashboard/users/requests';
        const result = await idempotent(deps, ctx, { key: idempotencyKeyOf(req), route, body: req.body }, (tx) =>
          raiseRequest(deps, tx, ctx, req.body),
        );
        markReplay(reply, result.replayed);
        return result.body;
      },
    });

    app.post('/dashboard/users/requests/:id/:action', {
      config: { access: access.anyOf(...ANY_ACT_PERMISSION) },
      schema: {
        tags,
        params: z.object({ id: ZId, action: z.enum(REQUEST_ACTIONS) }),
        // The payload is optional (spec point 7): no body is an action without one.
        body: ZRequestActionBody.nullish().transform((body) => body ?? {}),
        response: { 200: ZRequestActionReply, ...errors },
      },
      handler: async (req, reply) => {
        const ctx = contextOf(req);
        const { id, action } = req.params;
        const route = `POST /dashboard/users/requests/${id}/${action}`;
        const result = await idempotent(deps, ctx, { key: idempotencyKeyOf(req), route, body: req.body }, (tx) =>
          actOnRequest(deps, tx, ctx, id, action, req.body),
        );
        markReplay(reply, result.replayed);
        return result.body;
      },
    });
  };
