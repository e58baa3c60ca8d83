import {
  needsExplicitPermission,
  PERMISSIONS,
  ZCreateRoleRequest,
  ZErrorReply,
  ZId,
  ZOk,
  ZPermissionEntry,
  ZRole,
  ZRolePermissionsRequest,
} from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { changeRolePermissions, createRole, deleteRole, listRoles } from './manage-roles.ts';

const tags = ['roles'];
const params = z.object({ id: ZId });
const errors = { 400: ZErrorReply, 403: ZErrorReply, 404: ZErrorReply, 409: ZErrorReply };
const catalogue = PERMISSIONS.map((p) => ({ ...p, explicit: needsExplicitPermission(p.value) }));

export const roleRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/permissions', {
      config: { access: access.anyOf('roles.view_roles', 'crm_users.get_crm_users') },
      schema: { tags, response: { 200: z.array(ZPermissionEntry) } },
      handler: async () => catalogue,
    });

    app.get('/dashboard/roles', {
      config: { access: access.anyOf('roles.view_roles') },
      schema: { tags, response: { 200: z.array(ZRole) } },
      handler: () => listRoles(deps),
    });

    app.post('/dashboard/roles', {
      config: { access: access.anyOf('roles.create_roles') },
      schema: { tags, body: ZCreateRoleRequest, response: { 201: ZRole, ...errors } },
      handler: async (req, reply) => reply.status(201).send(await createRole(deps, contextOf(req), req.body)),
    });

    app.delete('/dashboard/roles/:id', {
      config: { access: access.anyOf('roles.delete_roles') },
      schema: { tags, params, response: { 200: ZOk, ...errors } },
      handler: async (req) => {
        await deleteRole(deps, contextOf(req), req.params.id);
        return { ok: true as const };
      },
    });

    for (const [method, mode, permission] of [
      ['PATCH', 'add', 'roles.add_role_permissions'],
      ['DELETE', 'remove', 'roles.remove_role_permissions'],
    ] as const) {
      app.route({
        method,
        url: '/dashboard/roles/:id/permissions',
        config: { access: access.anyOf(permission) },
        schema: { tags, params, body: ZRolePermissionsRequest, response: { 200: ZRole, ...errors } },
        handler: (req) => changeRolePermissions(deps, contextOf(req), req.params.id, mode, req.body.permissions),
      });
    }
  };
