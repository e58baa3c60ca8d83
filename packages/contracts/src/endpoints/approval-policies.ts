import type { z } from 'zod';
import {
  ZApprovalChangeListQuery,
  ZApprovalChangePage,
  ZApprovalChangeParams,
  ZApprovalDecision,
  ZApprovalPolicies,
  ZApprovalPolicyChange,
  ZApprovalPolicyProposal,
} from '../approval-policies.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';

const tags = ['approval policies'];
// Reading the policy is for whoever administers staff; changing it needs update_crm_users.
const read = access.anyOf('crm_users.get_crm_users', 'crm_users.update_crm_users');
const write = access.anyOf('crm_users.update_crm_users');

/**
 * Ours (issue #16): the selected brand's approval policy, its pending change and its history.
 * A change takes effect only when a second administrator approves it.
 */
export const approvalPolicyEndpoints = {
  getApprovalPolicies: defineEndpoint({
    method: 'GET',
    path: '/dashboard/approvalPolicies',
    access: read,
    tags,
    reply: ZApprovalPolicies,
  }),
  listApprovalPolicyChanges: defineEndpoint({
    method: 'GET',
    path: '/dashboard/approvalPolicies/changes',
    access: read,
    tags,
    query: ZApprovalChangeListQuery,
    reply: ZApprovalChangePage,
  }),
  proposeApprovalPolicy: defineEndpoint({
    method: 'POST',
    path: '/dashboard/approvalPolicies/changes',
    access: write,
    tags,
    body: ZApprovalPolicyProposal,
    reply: ZApprovalPolicyChange,
    status: 201,
    errors: [400, 409],
  }),
  decideApprovalPolicy: defineEndpoint({
    method: 'POST',
    path: '/dashboard/approvalPolicies/changes/:id/:decision',
    access: write,
    tags,
    params: ZApprovalChangeParams,
    body: ZApprovalDecision.nullish().transform((body) => body ?? {}),
    reply: ZApprovalPolicyChange,
    errors: [400, 403, 404, 409],
  }),
};

export type TApprovalDecisionParams = z.infer<typeof ZApprovalChangeParams>;
