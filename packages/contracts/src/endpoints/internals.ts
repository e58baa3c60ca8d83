import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import {
  ZFunctionRun,
  ZFunctionRunListQuery,
  ZFunctionRunPage,
  ZScheduledFunction,
  ZScheduledFunctionParams,
  ZScheduledFunctionUpdate,
} from '../scheduled-functions.ts';
import { ZServerStatus } from '../server-status.ts';

const tags = ['internals'];

/**
 * Ours (issue 18): the job registry's functions (`/internals/scheduled-functions`) and the server
 * instances' heartbeats (`/internals/server-status`). Neither is brand data: no brand parameter.
 */
export const internalsEndpoints = {
  listScheduledFunctions: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/scheduledFunctions',
    access: access.anyOf('scheduled_functions.view_functions'),
    tags,
    reply: ZScheduledFunction.array(),
  }),
  updateScheduledFunction: defineEndpoint({
    method: 'PATCH',
    path: '/dashboard/internals/scheduledFunctions/:name',
    access: access.anyOf('scheduled_functions.edit_functions'),
    tags,
    params: ZScheduledFunctionParams,
    body: ZScheduledFunctionUpdate,
    reply: ZScheduledFunction,
    errors: [400, 404],
  }),
  runScheduledFunction: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/scheduledFunctions/:name/runs',
    access: access.anyOf('scheduled_functions.forcerun_functions'),
    tags,
    params: ZScheduledFunctionParams,
    reply: ZFunctionRun,
    status: 201,
    errors: [404, 409],
  }),
  listScheduledFunctionRuns: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/scheduledFunctions/:name/runs',
    access: access.anyOf('scheduled_functions.view_functions'),
    tags,
    params: ZScheduledFunctionParams,
    query: ZFunctionRunListQuery,
    reply: ZFunctionRunPage,
    errors: [404],
  }),
  getServerStatus: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/serverStatus',
    access: access.anyOf('internal.server_status'),
    tags,
    reply: ZServerStatus,
  }),
};
