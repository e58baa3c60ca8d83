import {
  ZAccountGroup,
  ZChangeEmailRequest,
  ZChangePhoneRequest,
  ZChangeSalesAgentRequest,
  ZClient,
  ZClientExportRequest,
  ZClientListQuery,
  ZClientPage,
  ZClientSearchQuery,
  ZClientSearchResult,
  ZEmailAvailability,
  ZErrorReply,
  ZId,
  ZSuspendRequest,
  ZUpdateClientRequest,
  ZUserLogsQuery,
  ZUserLogsReply,
  ZUtmsRequest,
} from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { sendDownload } from '../../http/download.ts';
import { contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { listAuditRecords } from '../audit/list-audit-records.ts';
import { accountTypesFor, extraDetails } from './client-details.ts';
import {
  changeEmail,
  changePhone,
  changeSalesAgent,
  changeUtms,
  isClientEmailAvailable,
  suspendClient,
  updateClient,
} from './edit-client.ts';
import { exportClients } from './export-clients.ts';
import { getClient } from './get-client.ts';
import { clientFilterDefinitions, listClients } from './list-clients.ts';
import { searchClients } from './search-clients.ts';

const tags = ['clients'];

const params = z.object({ id: ZId });
const errors = { 400: ZErrorReply, 404: ZErrorReply, 409: ZErrorReply };
const ZFilterDefinition = z.object({
  name: z.string(),
  label: z.string(),
  type: z.string(),
  operators: z.array(z.string()),
  values: z.array(z.string()),
  inputType: z.string(),
});

export const clientRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/users', {
      config: { access: access.anyOf('users.get_users') },
      schema: {
        tags,
        querystring: ZClientListQuery,
        response: { 200: ZClientPage, 400: ZErrorReply, 403: ZErrorReply },
      },
      handler: async (req, reply) => {
        const ctx = contextOf(req);
        if (!req.query.export) return listClients(deps, ctx, req.query);
        return sendDownload(reply, await exportClients(deps, ctx, req.query, req.query.export));
      },
    });

    app.post('/dashboard/users/exports', {
      config: { access: access.anyOf('utils.export') },
      schema: { tags, body: ZClientExportRequest, response: { 400: ZErrorReply, 403: ZErrorReply } },
      handler: async (req, reply) => {
        const { fields, format, ...rest } = req.body;
        const query = ZClientListQuery.parse({ ...rest, fields: fields.join(',') || undefined });
        return sendDownload(reply, await exportClients(deps, contextOf(req), query, format));
      },
    });

    app.get('/dashboard/users/filters', {
      config: { access: access.anyOf('users.get_users') },
      schema: { tags, response: { 200: z.array(ZFilterDefinition) } },
      handler: async () => clientFilterDefinitions(),
    });

    app.get('/dashboard/users/search', {
      config: { access: access.anyOf('users.get_users') },
      schema: { tags, querystring: ZClientSearchQuery, response: { 200: z.array(ZClientSearchResult) } },
      handler: (req) => searchClients(deps, contextOf(req), req.query),
    });

    app.get('/dashboard/users/ctid/:id', {
      config: { access: access.anyOf('users.get_user') },
      schema: {
        tags,
        params: z.object({ id: z.string().regex(/^\d{1,20}$/) }),
        response: { 200: ZClient, 404: ZErrorReply },
      },
      handler: (req) => getClient(deps, contextOf(req), { ctraderId: req.params.id }),
    });

    app.get('/dashboard/users/:id', {
      config: { access: access.anyOf('users.get_user') },
      schema: { tags, params: z.object({ id: ZId }), response: { 200: ZClient, 404: ZErrorReply } },
      handler: (req) => getClient(deps, contextOf(req), { id: req.params.id }),
    });

    app.put('/dashboard/users/:id', {
      config: { access: access.anyOf('users.update_user') },
      schema: { tags, params, body: ZUpdateClientRequest, response: { 200: ZClient, ...errors } },
      handler: (req) => updateClient(deps, contextOf(req), req.params.id, req.body),
    });

    app.put('/dashboard/users/:id/changephone', {
      config: { access: access.anyOf('users.update_user') },
      schema: { tags, params, body: ZChangePhoneRequest, response: { 200: ZClient, ...errors } },
      handler: (req) => changePhone(deps, contextOf(req), req.params.id, req.body.phone),
    });

    app.get('/dashboard/users/:id/changeEmail', {
      config: { access: access.anyOf('users.update_user') },
      schema: {
        tags,
        params,
        querystring: ZChangeEmailRequest.extend({ brand: z.string().optional() }).strip(),
        response: { 200: ZEmailAvailability },
      },
      handler: async (req) => {
        await getClient(deps, contextOf(req), { id: req.params.id });
        return isClientEmailAvailable(deps, contextOf(req), req.params.id, req.query.email);
      },
    });

    app.put('/dashboard/users/:id/changeEmail', {
      config: { access: access.anyOf('users.update_user') },
      schema: { tags, params, body: ZChangeEmailRequest, response: { 200: ZClient, ...errors } },
      handler: (req) => changeEmail(deps, contextOf(req), req.params.id, req.body.email),
    });

    app.put('/dashboard/users/:id/changeSalesAgent', {
      config: { access: access.anyOf('users.change_sales_assignment') },
      schema: { tags, params, body: ZChangeSalesAgentRequest, response: { 200: ZClient, ...errors } },
      handler: (req) => changeSalesAgent(deps, contextOf(req), req.params.id, req.body.sales_agent_id),
    });

    app.put('/dashboard/users/:id/suspend', {
      config: { access: access.anyOf('users.suspend_user') },
      schema: { tags, params, body: ZSuspendRequest, response: { 200: ZClient, ...errors } },
      handler: (req) => suspendClient(deps, contextOf(req), req.params.id, req.body.suspend),
    });

    app.put('/dashboard/users/:id/utms', {
      config: { access: access.anyOf('users.update_utms') },
      schema: { tags, params, body: ZUtmsRequest, response: { 200: ZClient, ...errors } },
      handler: (req) => changeUtms(deps, contextOf(req), req.params.id, req.body),
    });

    app.get('/dashboard/users/:id/accountTypes', {
      config: { access: access.anyOf('users.get_user') },
      schema: {
        tags,
        params,
        querystring: z.object({
          environment_type: z.enum(['live', 'demo']).default('live'),
          brand: z.string().optional(),
        }),
        response: { 200: z.array(ZAccountGroup), 404: ZErrorReply },
      },
      handler: (req) => accountTypesFor(deps, contextOf(req), req.params.id, req.query.environment_type),
    });

    app.get('/dashboard/users/:id/extradetails', {
      config: { access: access.anyOf('users.view_user_extra_details') },
      schema: {
        tags,
        params,
        response: {
          200: z.object({
            registeredAt: z.string(),
            device_type: z.string().nullable(),
            utms: z.record(z.string(), z.unknown()),
            sales_agent: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
            live_accounts: z.number(),
            demo_accounts: z.number(),
            first_deposit_at: z.string().nullable(),
            ftd_amount_usd: z.string().nullable(),
            total_deposits_usd: z.string(),
            suspended: z.boolean(),
          }),
          404: ZErrorReply,
        },
      },
      handler: (req) => extraDetails(deps, contextOf(req), req.params.id),
    });

    /** The client's event log: every recorded change and event about the client. */
    app.get('/dashboard/users/:id/logs', {
      config: { access: access.anyOf('users.logs') },
      schema: { tags, params, querystring: ZUserLogsQuery, response: { 200: ZUserLogsReply, 404: ZErrorReply } },
      handler: async (req) => {
        const ctx = contextOf(req);
        await getClient(deps, ctx, { id: req.params.id });
        return listAuditRecords(deps, ctx, { ...req.query, type: 'client', entityId: req.params.id });
      },
    });
  };
