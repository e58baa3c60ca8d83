import { z } from 'zod';
import { ZId } from './common.ts';
import { ZPermissionValue } from './staff.ts';

export const ZRole = z
  .object({
    _id: ZId,
    name: z.string(),
    permissions: z.array(z.string()),
    staffCount: z.number().int().describe('Staff users holding this role.'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Role' });
export type TRole = z.infer<typeof ZRole>;

const ZRoleName = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^[\p{L}\p{N} _-]+$/u, 'Use letters, digits, spaces, _ or -');

export const ZCreateRoleRequest = z.strictObject({ name: ZRoleName, permissions: z.array(ZPermissionValue) });
export type TCreateRoleRequest = z.infer<typeof ZCreateRoleRequest>;
export const ZRenameRoleRequest = z.strictObject({ name: ZRoleName });
export type TRenameRoleRequest = z.infer<typeof ZRenameRoleRequest>;
export const ZRolePermissionsRequest = z.strictObject({ permissions: z.array(ZPermissionValue).min(1) });

export const ZPermissionEntry = z.object({
  value: z.string(),
  label: z.string(),
  description: z.string(),
  group: z.string(),
  explicit: z.boolean().describe('Needs explicit grant even for the admin role.'),
});

export const ZPermissionParams = z.object({ permission: ZPermissionValue });

/** How a staff user holds a permission: given to them, through their role, or by the admin rule. */
export const ZHoldingSource = z.enum(['direct', 'role', 'admin']);
export type THoldingSource = z.infer<typeof ZHoldingSource>;

/** A staff user of the selected brand who holds a permission, and every way they hold it. */
export const ZPermissionHolderRow = z
  .object({
    _id: ZId,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    active: z.boolean(),
    role: z.object({ _id: ZId, name: z.string() }).nullable(),
    via: z.array(ZHoldingSource).min(1),
  })
  .meta({ id: 'PermissionHolder' });
export type TPermissionHolderRow = z.infer<typeof ZPermissionHolderRow>;
