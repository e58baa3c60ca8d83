import { roleEndpoints as endpoints, needsExplicitPermission, PERMISSIONS } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import {
  changeRolePermissions,
  createRole,
  deleteRole,
  listRoles,
  permissionHolders,
  renameRole,
} from './manage-roles.ts';

const catalogue = PERMISSIONS.map((p) => ({ ...p, explicit: needsExplicitPermission(p.value) }));

export const roleRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.listPermissions, async () => catalogue);
    bindEndpoint(app, endpoints.listPermissionHolders, (req) =>
      permissionHolders(deps, contextOf(req), req.params.permission),
    );
    bindEndpoint(app, endpoints.listRoles, () => listRoles(deps));
    bindEndpoint(app, endpoints.renameRole, (req) => renameRole(deps, contextOf(req), req.params.id, req.body.name));
    bindEndpoint(app, endpoints.createRole, (req) => createRole(deps, contextOf(req), req.body));
    bindEndpoint(app, endpoints.deleteRole, async (req) => {
      await deleteRole(deps, contextOf(req), req.params.id);
      return { ok: true as const };
    });
    bindEndpoint(app, endpoints.addRolePermissions, (req) =>
      changeRolePermissions(deps, contextOf(req), req.params.id, 'add', req.body.permissions),
    );
    bindEndpoint(app, endpoints.removeRolePermissions, (req) =>
      changeRolePermissions(deps, contextOf(req), req.params.id, 'remove', req.body.permissions),
    );
  };
