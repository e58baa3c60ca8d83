import { z } from 'zod';
import { DEPARTMENTS } from './staff-values.ts';

export { DEPARTMENTS };
export const ZDepartment = z.enum(DEPARTMENTS);
export type TDepartment = z.infer<typeof ZDepartment>;
