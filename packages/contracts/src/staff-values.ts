/**
 * The staff list's plain values, without zod: the console's staff pages import these by subpath
 * (`@crm/contracts/staff-values`) and so load no schema code; `staff.ts` and `departments.ts`
 * build their schemas on them.
 */

/** Spec point 6: staff departments; each demo role carries the same name. */
export const DEPARTMENTS = [
  'sales',
  'support',
  'marketing',
  'admin',
  'funding',
  'dealing',
  'compliance',
  'accounting',
  'developer',
] as const;
export type TDepartment = (typeof DEPARTMENTS)[number];

/** The staff list's sorts (`-` in front: descending); every one ends in the id, so paging is stable. */
export const STAFF_SORTS = [
  'name',
  '-name',
  'email',
  '-email',
  'department',
  '-department',
  'role',
  '-role',
  'last_sign_in_at',
  '-last_sign_in_at',
] as const;
export type TStaffSort = (typeof STAFF_SORTS)[number];
