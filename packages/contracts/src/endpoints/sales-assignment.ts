import { z } from 'zod';
import { ZId, ZOk } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import {
  ZCreatedIntakeKey,
  ZCreateIntakeKeyRequest,
  ZIntakeKey,
  ZReassignment,
  ZReassignPreview,
  ZReassignPreviewQuery,
  ZReassignReply,
  ZReassignRequest,
  ZRegisterClientReply,
  ZRegisterClientRequest,
  ZSalesAssignmentOverview,
  ZSetDefaultAgentRequest,
} from '../sales-assignment.ts';

const tags = ['sales assignment'];
const params = z.object({ id: ZId });

/** `/administration/sales-assignment`: the rotation, the client-app keys and bulk moves between agents. */
export const salesAssignmentEndpoints = {
  salesAssignmentOverview: defineEndpoint({
    method: 'GET',
    path: '/dashboard/salesassignment',
    access: access.anyOf('crm_users.get_crm_users'),
    tags,
    reply: ZSalesAssignmentOverview,
  }),
  setDefaultSalesAgent: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/salesassignment/default',
    access: access.anyOf('crm_users.update_crm_users'),
    tags,
    body: ZSetDefaultAgentRequest,
    reply: ZSalesAssignmentOverview,
    errors: [400],
  }),
  listIntakeKeys: defineEndpoint({
    method: 'GET',
    path: '/dashboard/salesassignment/keys',
    access: access.anyOf('crm_users.get_crm_users'),
    tags,
    reply: z.array(ZIntakeKey),
  }),
  createIntakeKey: defineEndpoint({
    method: 'POST',
    path: '/dashboard/salesassignment/keys',
    access: access.anyOf('crm_users.update_crm_users'),
    tags,
    body: ZCreateIntakeKeyRequest,
    status: 201,
    reply: ZCreatedIntakeKey,
    errors: [400],
  }),
  revokeIntakeKey: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/salesassignment/keys/:id',
    access: access.anyOf('crm_users.update_crm_users'),
    tags,
    params,
    reply: ZOk,
    errors: [404],
  }),
  previewReassignment: defineEndpoint({
    method: 'GET',
    path: '/dashboard/salesassignment/reassign',
    access: access.anyOf('crm_users.update_crm_users', 'users.change_sales_assignment'),
    tags,
    query: ZReassignPreviewQuery,
    reply: ZReassignPreview,
    errors: [400],
  }),
  reassignClients: defineEndpoint({
    method: 'POST',
    path: '/dashboard/salesassignment/reassign',
    access: access.anyOf('crm_users.update_crm_users', 'users.change_sales_assignment'),
    tags,
    body: ZReassignRequest,
    reply: ZReassignReply,
    errors: [400],
  }),
  getReassignment: defineEndpoint({
    method: 'GET',
    path: '/dashboard/salesassignment/reassign/:id',
    access: access.anyOf('crm_users.update_crm_users', 'users.change_sales_assignment'),
    tags,
    params,
    reply: ZReassignment,
    errors: [404],
  }),
};

/**
 * The client app's registration intake. Not a console endpoint (and not in `ENDPOINTS`): it is
 * called server to server with a brand's client-app key (`Authorization: Bearer <key>` or
 * `X-Api-Key`), which the handler checks; the staff guard has nothing to check (`public`).
 */
export const registerClientEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/clients/register',
  access: access.public,
  tags: ['client intake'],
  body: ZRegisterClientRequest,
  status: 201,
  reply: ZRegisterClientReply,
  errors: [400, 401, 409, 429],
});
