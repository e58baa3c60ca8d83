import { approvalPolicyEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { decidePolicy, getApprovalPolicies, listPolicyChanges, proposePolicy } from './policy-changes.ts';

/** `/dashboard/approvalPolicies`: the brand's approval policy, its pending change and history. */
export const approvalPolicyRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.getApprovalPolicies, (req) => getApprovalPolicies(deps, contextOf(req)));
    bindEndpoint(app, endpoints.listApprovalPolicyChanges, (req) => listPolicyChanges(deps, contextOf(req), req.query));
    bindEndpoint(app, endpoints.proposeApprovalPolicy, (req) => proposePolicy(deps, contextOf(req), req.body));
    bindEndpoint(app, endpoints.decideApprovalPolicy, (req) =>
      decidePolicy(deps, contextOf(req), req.params.id, req.params.decision, req.body),
    );
  };
