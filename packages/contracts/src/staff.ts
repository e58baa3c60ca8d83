import { z } from 'zod';
import { ZId, ZPageQuery, ZPlainText } from './common.ts';
import { ZCountryCode } from './countries.ts';
import { ZDepartment } from './departments.ts';
import { ZExportFormat } from './exports.ts';
import { LANGUAGES } from './languages.ts';
import { PERMISSION_VALUES } from './permissions.ts';
import { STAFF_SORTS, type TStaffSort } from './staff-values.ts';

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
  /** The console language the user chose in the profile block (`en` until they choose). */
  language: z.enum(LANGUAGES),
  viewAs: z
    .object({
      actor: z.object({ _id: ZId, first_name: z.string(), last_name: z.string(), email: z.string() }),
      expiresAt: z.iso.datetime(),
    })
    .nullable(),
}).meta({ id: 'CurrentUser' });
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/**
 * A new staff user gets either an initial `password` (the policy applies) or, with
 * `password_link: true`, no usable password and a one-time set-password link in the reply.
 */
export const ZCreateStaffRequest = z
  .strictObject({
    first_name: ZName,
    last_name: ZName,
    email: ZEmail,
    password: z
      .string()
      .max(1024)
      .optional()
      .describe('Checked against the password policy (error code 70 says why). Leave out with `password_link`.'),
    password_link: z.boolean().optional().describe('Issue a one-time set-password link instead of a password.'),
    department: ZDepartment,
    role_id: ZId.nullable().optional(),
    brands: z.array(ZBrandId).min(1).optional().describe('Defaults to the selected brand.'),
    permissions: z.array(ZPermissionValue).optional(),
    active: z.boolean().optional(),
  })
  .refine((b) => b.password_link === true || (b.password ?? '') !== '', {
    path: ['password'],
    message: 'Give an initial password or choose a set-password link',
  })
  .refine((b) => !(b.password_link === true && (b.password ?? '') !== ''), {
    path: ['password'],
    message: 'Give a password or a link, not both',
  });
export type TCreateStaffRequest = z.infer<typeof ZCreateStaffRequest>;

/**
 * A one-time set-password link as the issuing administrator sees it, once: the token itself is
 * never stored (only its SHA-256) and cannot be shown again. The console builds the address
 * `/set-password?token=…` on its own origin.
 */
export const ZPasswordLink = z.object({ token: z.string(), expiresAt: z.iso.datetime() }).meta({ id: 'PasswordLink' });
export type TPasswordLink = z.infer<typeof ZPasswordLink>;

/** The created staff user, and the set-password link when one was asked for. */
export const ZCreateStaffReply = ZStaffUser.extend({ password_link: ZPasswordLink.optional() }).meta({
  id: 'CreatedStaffUser',
});
export type TCreateStaffReply = z.infer<typeof ZCreateStaffReply>;

const ZLinkToken = z.string().min(20).max(200);

/** `POST /dashboard/auth/passwordLink`: whose link this is, before they choose a password. */
export const ZPasswordLinkCheckRequest = z.strictObject({ token: ZLinkToken });
export const ZPasswordLinkCheckReply = z.object({
  email: z.string(),
  first_name: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TPasswordLinkCheckReply = z.infer<typeof ZPasswordLinkCheckReply>;

/** `POST /dashboard/auth/setPassword`: the link's token and the new password (the policy applies). */
export const ZSetPasswordRequest = z.strictObject({
  token: ZLinkToken,
  password: z.string().max(1024).describe('Checked against the password policy (error code 70 says why).'),
});
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;

/** `DELETE /dashboard/crmusers/{id}`: deleting a staff user is kept on record with its reason. */
export const ZDeleteStaffRequest = z.strictObject({
  reason: ZPlainText.trim().min(1, 'Say why the staff user is deleted').max(1000),
});
export type TDeleteStaffRequest = z.infer<typeof ZDeleteStaffRequest>;

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

export { STAFF_SORTS, type TStaffSort };
export const STAFF_STATUSES = ['active', 'disabled'] as const;

/** The columns a staff export can carry, named as the list's `fields` names its columns. */
export const STAFF_EXPORT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'department',
  'role',
  'brands',
  'status',
  'two_factor_enabled',
  'last_sign_in_at',
  'createdAt',
] as const;
export type TStaffExportField = (typeof STAFF_EXPORT_FIELDS)[number];

export const ZStaffListQuery = z.object({
  ...ZPageQuery.shape,
  search: ZPlainText.trim().max(100).optional(),
  /** One or more departments, comma-separated. */
  department: z
    .string()
    .transform((s) => s.split(',').map((d) => d.trim()))
    .pipe(z.array(ZDepartment).min(1))
    .optional(),
  role_id: ZId.optional(),
  status: z.enum(STAFF_STATUSES).optional(),
  sort: z.enum(STAFF_SORTS).default('name'),
  /** Every matching staff user as a file instead of a page, in the page's sort (needs utils.export). */
  export: ZExportFormat.optional(),
  /** An export's columns, comma-separated (all of STAFF_EXPORT_FIELDS when absent); a page ignores it. */
  fields: z
    .string()
    .transform((s) => s.split(',').map((f) => f.trim()))
    .pipe(z.array(z.enum(STAFF_EXPORT_FIELDS)).min(1))
    .optional(),
  brand: ZBrandId.optional(),
});
export type TStaffListQuery = z.infer<typeof ZStaffListQuery>;

/**
 * `GET /dashboard/crmusers/all`: staff of every brand the caller works in, or of `otherBrand` only
 * (the other brand's list, spec point 9: 1000 rows by default). `brand` stays the selected brand,
 * as on every call, since the access token is bound to it.
 */
export const ZAllStaffQuery = z.object({
  page: ZPageQuery.shape.page,
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
  search: ZPlainText.trim().max(100).optional(),
  otherBrand: ZBrandId.optional(),
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
