import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint, type TErrorStatus } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import { ANY_ACT_PERMISSION, VIEW_PERMISSIONS } from '../request-permissions.ts';
import {
  REQUEST_ACTIONS,
  ZClientRequest,
  ZCreateRequest,
  ZRequestActionBody,
  ZRequestActionReply,
  ZRequestListQuery,
  ZRequestPage,
} from '../requests.ts';

const tags = ['requests'];
const errors: TErrorStatus[] = [400, 403, 404, 409, 422];

export const requestEndpoints = {
  /** The list, or with `export` the same rows as a file. */
  listRequests: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/requests',
    access: access.anyOf(...VIEW_PERMISSIONS),
    tags,
    query: ZRequestListQuery,
    reply: ZRequestPage,
  }),
  getRequest: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/requests/:id',
    access: access.anyOf(...VIEW_PERMISSIONS),
    tags,
    params: z.object({ id: ZId }),
    reply: ZClientRequest,
    errors: [404],
  }),
  // Raising a withdrawal or transfer holds money.
  raiseRequest: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/requests',
    access: access.anyOf(...ANY_ACT_PERMISSION),
    idempotent: true,
    tags,
    body: ZCreateRequest,
    reply: ZClientRequest,
    errors,
  }),
  actOnRequest: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/requests/:id/:action',
    access: access.anyOf(...ANY_ACT_PERMISSION),
    idempotent: true,
    tags,
    params: z.object({ id: ZId, action: z.enum(REQUEST_ACTIONS) }),
    // The payload is optional (spec point 7): no body is an action without one.
    body: ZRequestActionBody.nullish().transform((body) => body ?? {}),
    reply: ZRequestActionReply,
    errors,
  }),
};
