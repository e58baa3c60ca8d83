import { z } from 'zod';
import { ZId, ZOk } from '../common.ts';
import { defineEndpoint, type TErrorStatus } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import { ZCreateRoleRequest, ZPermissionEntry, ZRole, ZRolePermissionsRequest } from '../roles.ts';

const tags = ['roles'];
const params = z.object({ id: ZId });
const errors: TErrorStatus[] = [400, 403, 404, 409];

export const roleEndpoints = {
  /** The permission catalogue, each entry with whether the admin role needs it granted explicitly. */
  listPermissions: defineEndpoint({
    method: 'GET',
    path: '/dashboard/permissions',
    access: access.anyOf('roles.view_roles', 'crm_users.get_crm_users'),
    tags,
    reply: z.array(ZPermissionEntry),
  }),
  listRoles: defineEndpoint({
    method: 'GET',
    path: '/dashboard/roles',
    access: access.anyOf('roles.view_roles'),
    tags,
    reply: z.array(ZRole),
  }),
  createRole: defineEndpoint({
    method: 'POST',
    path: '/dashboard/roles',
    access: access.anyOf('roles.create_roles'),
    tags,
    body: ZCreateRoleRequest,
    status: 201,
    reply: ZRole,
    errors,
  }),
  deleteRole: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/roles/:id',
    access: access.anyOf('roles.delete_roles'),
    tags,
    params,
    reply: ZOk,
    errors,
  }),
  addRolePermissions: defineEndpoint({
    method: 'PATCH',
    path: '/dashboard/roles/:id/permissions',
    access: access.anyOf('roles.add_role_permissions'),
    tags,
    params,
    body: ZRolePermissionsRequest,
    reply: ZRole,
    errors,
  }),
  removeRolePermissions: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/roles/:id/permissions',
    access: access.anyOf('roles.remove_role_permissions'),
    tags,
    params,
    body: ZRolePermissionsRequest,
    reply: ZRole,
    errors,
  }),
};
