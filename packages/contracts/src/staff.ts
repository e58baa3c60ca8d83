import { z } from 'zod';
import { ZId, ZPageQuery, ZPlainText } from './common.ts';
import { ZCountryCode } from './countries.ts';
import { ZDepartment } from './departments.ts';
import { PERMISSION_VALUES } from './permissions.ts';

export const ZPermissionValue = z.enum(PERMISSION_VALUES);
const ZName = ZPlainText.trim().min(1).max(100);
const ZEmail = z
  .email()
  .max(254)
  .transform((s) => s.toLowerCase());
const ZBrandId = z.string().min(1).max(40);

export const ZRoleRef = z.object({ _id: ZId, name: z.string(), permissions: z.array(z.string()) });

/** Spec point 3 "Current user", plus `active`; one shape for lists and the current user. */
export const ZStaffUser = z
  .object({
    _id: ZId,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    department: ZDepartment,
    brands: z.array(z.string()),
    permissions: z.array(z.string()),
    role: ZRoleRef.nullable(),
    sales_rotation_countries: z.array(z.string()),
    enable_country_whitelist: z.boolean(),
    whitelist_countries: z.array(z.string()),
    active: z.boolean(),
    /** Whether the user signs in with a second step (TOTP). */
    two_factor_enabled: z.boolean(),
    /** The user's own latest sign-in; view-as sessions started by others do not count. */
    last_sign_in_at: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'StaffUser' });
export type TStaffUser = z.infer<typeof ZStaffUser>;

/** The signed-in staff user: the selected brand and, in a view-as session, who is looking. */
export const ZCurrentUser = ZStaffUser.extend({
  selectedBrand: z.string(),
  /** The brokerage's reporting time zone (IANA): the console's "today" of the report periods. */
  reportingTimeZone: z.string(),
  viewAs: z
    .object({
      actor: z.object({ _id: ZId, first_name: z.string(), last_name: z.string(), email: z.string() }),
      expiresAt: z.iso.datetime(),
    })
    .nullable(),
}).meta({ id: 'CurrentUser' });
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZCreateStaffRequest = z.strictObject({
  first_name: ZName,
  last_name: ZName,
  email: ZEmail,
  password: z.string().max(1024).describe('Checked against the password policy (error code 70 says why).'),
  department: ZDepartment,
  role_id: ZId.nullable().optional(),
  brands: z.array(ZBrandId).min(1).optional().describe('Defaults to the selected brand.'),
  permissions: z.array(ZPermissionValue).optional(),
  active: z.boolean().optional(),
});
export type TCreateStaffRequest = z.infer<typeof ZCreateStaffRequest>;

export const ZUpdateStaffRequest = z
  .strictObject({
    first_name: ZName,
    last_name: ZName,
    email: ZEmail,
    password: z.string().max(1024),
    department: ZDepartment,
    role_id: ZId.nullable(),
    brands: z.array(ZBrandId).min(1),
    active: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type TUpdateStaffRequest = z.infer<typeof ZUpdateStaffRequest>;

export const ZStaffListQuery = z.object({
  ...ZPageQuery.shape,
  search: ZPlainText.trim().max(100).optional(),
  brand: ZBrandId.optional(),
});

export const ZCopyStaffRequest = z.strictObject({ crmuserId: ZId, otherBrand: ZBrandId });
export const ZSalesCountriesRequest = z.strictObject({ sales_rotation_countries: z.array(ZCountryCode).min(1) });
export const ZStaffPermissionsRequest = z.strictObject({ permissions: z.array(ZPermissionValue).min(1) });
export const ZCountryWhitelistRequest = z.strictObject({
  enable_country_whitelist: z.boolean(),
  whitelist_countries: z.array(ZCountryCode),
});

export const ZSalesAgent = z.object({ _id: ZId, first_name: z.string(), last_name: z.string(), email: z.string() });
