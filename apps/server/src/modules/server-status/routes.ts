import { internalsEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { getServerStatus } from './get-server-status.ts';

/** `/dashboard/internals/serverStatus`: the instances' heartbeats and the latest checks. */
export const serverStatusRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.getServerStatus, () => getServerStatus(deps));
  };
