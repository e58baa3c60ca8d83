import { internalsEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { listFunctions } from './list-functions.ts';
import { listRuns } from './list-runs.ts';
import { runFunctionNow } from './run-function.ts';
import { updateFunction } from './update-function.ts';

/** `/dashboard/internals/scheduledFunctions`: the job registry's functions, their runs, "run now". */
export const scheduledFunctionRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.listScheduledFunctions, () => listFunctions(deps));
    bindEndpoint(app, endpoints.updateScheduledFunction, (req) =>
      updateFunction(deps, contextOf(req), req.params.name, req.body),
    );
    bindEndpoint(app, endpoints.runScheduledFunction, (req) => runFunctionNow(deps, contextOf(req), req.params.name));
    bindEndpoint(app, endpoints.listScheduledFunctionRuns, (req) => listRuns(deps, req.params.name, req.query));
  };
