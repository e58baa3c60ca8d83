import { z } from 'zod';
import { ZId, ZOk } from '../common.ts';
import { defineEndpoint, type TErrorStatus } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import {
  ZCreateRoleRequest,
  ZPermissionEntry,
  ZPermissionHolderRow,
  ZPermissionParams,
  ZRenameRoleRequest,
  ZRole,
  ZRolePermissionsRequest,
} from '../roles.ts';

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
  /**
   * The staff of the selected brand who hold a permission, each with how (directly, through their
   * role, by the admin rule). Access as the `/administration/permissions` page.
   */
  listPermissionHolders: defineEndpoint({
    method: 'GET',
    path: '/dashboard/permissions/:permission/holders',
    access: access.anyOf('roles.view_roles', 'crm_users.get_crm_users'),
    tags,
    params: ZPermissionParams,
    reply: z.array(ZPermissionHolderRow),
    errors: [400],
  }),
  /** Access as the page: whoever manages staff needs the roles to give them one. */
  listRoles: defineEndpoint({
    method: 'GET',
    path: '/dashboard/roles',
    access: access.anyOf('roles.view_roles', 'crm_users.get_crm_users'),
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
  /** Renaming is a change of the role as creating it is: `roles.create_roles`. The admin role keeps its name. */
  renameRole: defineEndpoint({
    method: 'PATCH',
    path: '/dashboard/roles/:id',
    access: access.anyOf('roles.create_roles'),
    tags,
    params,
    body: ZRenameRoleRequest,
    reply: ZRole,
    errors,
  }),
  /** Refused while staff hold the role (409, code 120, with how many) and for the admin role (409, code 121). */
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
