import { z } from 'zod';

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
export const ZDepartment = z.enum(DEPARTMENTS);
export type TDepartment = z.infer<typeof ZDepartment>;
