import {
  paged,
  ZCopyStaffRequest,
  ZCountryWhitelistRequest,
  ZCreateStaffRequest,
  ZCurrentUser,
  ZErrorReply,
  ZId,
  ZOk,
  ZSalesAgent,
  ZSalesCountriesRequest,
  ZStaffListQuery,
  ZStaffPermissionsRequest,
  ZStaffUser,
  ZUpdateStaffRequest,
} from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { currentUser } from '../auth/current-user.ts';
import { createStaff } from './create-staff.ts';
import { deleteStaff } from './delete-staff.ts';
import {
  changeSalesCountries,
  changeStaffPermissions,
  copyStaffToBrand,
  setCountryWhitelist,
} from './edit-staff-lists.ts';
import { listAllStaff, listSalesAgents, listStaff } from './list-staff.ts';
import { updateStaff } from './update-staff.ts';

const tags = ['staff'];
const params = z.object({ id: ZId });
const errors = { 400: ZErrorReply, 403: ZErrorReply, 404: ZErrorReply, 409: ZErrorReply };

export const staffRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/crmusers/current', {
      config: { access: access.signedIn },
      schema: { tags, response: { 200: ZCurrentUser } },
      handler: (req) => currentUser(deps, contextOf(req)),
    });

    app.get('/dashboard/crmusers', {
      config: { access: access.anyOf('crm_users.get_crm_users') },
      schema: { tags, querystring: ZStaffListQuery, response: { 200: paged(ZStaffUser) } },
      handler: (req) => listStaff(deps, contextOf(req), req.query),
    });

    app.get('/dashboard/crmusers/all', {
      config: { access: access.anyOf('crm_users.get_crm_users') },
      schema: { tags, querystring: ZStaffListQuery, response: { 200: paged(ZStaffUser) } },
      handler: (req) => listAllStaff(deps, contextOf(req), req.query),
    });

    app.get('/dashboard/crmusers/salesagents', {
      config: { access: access.anyOf('crm_users.get_crm_users', 'users.change_sales_assignment') },
      schema: { tags, response: { 200: z.array(ZSalesAgent) } },
      handler: (req) => listSalesAgents(deps, contextOf(req)),
    });

    app.post('/dashboard/crmusers', {
      config: { access: access.anyOf('crm_users.create_crm_users') },
      schema: { tags, body: ZCreateStaffRequest, response: { 201: ZStaffUser, ...errors } },
      handler: async (req, reply) => reply.status(201).send(await createStaff(deps, contextOf(req), req.body)),
    });

    app.patch('/dashboard/crmusers/:id', {
      config: { access: access.anyOf('crm_users.update_crm_users') },
      schema: { tags, params, body: ZUpdateStaffRequest, response: { 200: ZStaffUser, ...errors } },
      handler: (req) => updateStaff(deps, contextOf(req), req.params.id, req.body),
    });

    app.delete('/dashboard/crmusers/:id', {
      config: { access: access.anyOf('crm_users.delete_crm_users') },
      schema: { tags, params, response: { 200: ZOk, ...errors } },
      handler: async (req) => {
        await deleteStaff(deps, contextOf(req), req.params.id);
        return { ok: true as const };
      },
    });

    app.post('/dashboard/crmusers/copy', {
      config: { access: access.anyOf('crm_users.create_crm_users') },
      schema: { tags, body: ZCopyStaffRequest, response: { 200: ZStaffUser, ...errors } },
      handler: (req) => copyStaffToBrand(deps, contextOf(req), req.body.crmuserId, req.body.otherBrand),
    });

    for (const [method, mode, permission] of [
      ['PATCH', 'add', 'crm_users.add_sales_countries'],
      ['DELETE', 'remove', 'crm_users.remove_sales_countries'],
    ] as const) {
      app.route({
        method,
        url: '/dashboard/crmusers/:id/salescountries',
        config: { access: access.anyOf(permission) },
        schema: { tags, params, body: ZSalesCountriesRequest, response: { 200: ZStaffUser, ...errors } },
        handler: (req) =>
          changeSalesCountries(deps, contextOf(req), req.params.id, mode, req.body.sales_rotation_countries),
      });
    }

    for (const [method, mode, permission] of [
      ['PATCH', 'add', 'crm_users.add_permissions'],
      ['DELETE', 'remove', 'crm_users.remove_permissions'],
    ] as const) {
      app.route({
        method,
        url: '/dashboard/crmusers/:id/permissions',
        config: { access: access.anyOf(permission) },
        schema: { tags, params, body: ZStaffPermissionsRequest, response: { 200: ZStaffUser, ...errors } },
        handler: (req) => changeStaffPermissions(deps, contextOf(req), req.params.id, mode, req.body.permissions),
      });
    }

    app.put('/dashboard/crmusers/:id/countryWhitelist', {
      config: { access: access.anyOf('crm_users.update_whitelist_countries') },
      schema: { tags, params, body: ZCountryWhitelistRequest, response: { 200: ZStaffUser, ...errors } },
      handler: (req) => setCountryWhitelist(deps, contextOf(req), req.params.id, req.body),
    });
  };
