import { salesAssignmentEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { createIntakeKey, listIntakeKeys, revokeIntakeKey } from '../client-intake/intake-keys.ts';
import { setDefaultAgent } from './default-agent.ts';
import { salesAssignmentOverview } from './overview.ts';
import { previewReassignment, reassignClients } from './reassign.ts';
import { getReassignment } from './reassignment-job.ts';

export const salesAssignmentRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.salesAssignmentOverview, (req) => salesAssignmentOverview(deps, contextOf(req)));
    bindEndpoint(app, endpoints.setDefaultSalesAgent, (req) =>
      setDefaultAgent(deps, contextOf(req), req.body.agent_id),
    );
    bindEndpoint(app, endpoints.listIntakeKeys, (req) => listIntakeKeys(deps, contextOf(req)));
    bindEndpoint(app, endpoints.createIntakeKey, (req) => createIntakeKey(deps, contextOf(req), req.body.name));
    bindEndpoint(app, endpoints.revokeIntakeKey, async (req) => {
      await revokeIntakeKey(deps, contextOf(req), req.params.id);
      return { ok: true as const };
    });
    bindEndpoint(app, endpoints.previewReassignment, (req) => previewReassignment(deps, contextOf(req), req.query));
    bindEndpoint(app, endpoints.reassignClients, (req) => reassignClients(deps, contextOf(req), req.body));
    bindEndpoint(app, endpoints.getReassignment, (req) => getReassignment(deps, contextOf(req), req.params.id));
  };
