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

export const ZCreateRoleRequest = z.strictObject({
  name: z
    .string()
    .trim()
    .min(2)
    .max(60)
    .regex(/^[\p{L}\p{N} _-]+$/u, 'Use letters, digits, spaces, _ or -'),
  permissions: z.array(ZPermissionValue),
});
export const ZRolePermissionsRequest = z.strictObject({ permissions: z.array(ZPermissionValue).min(1) });

export const ZPermissionEntry = z.object({
  value: z.string(),
  label: z.string(),
  description: z.string(),
  group: z.string(),
  explicit: z.boolean().describe('Needs explicit grant even for the admin role.'),
});
