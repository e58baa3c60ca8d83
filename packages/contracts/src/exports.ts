import { z } from 'zod';

/** The file formats every list export writes: `export=csv|xlsx` on a list, `format` in an export body. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];
export const ZExportFormat = z.enum(EXPORT_FORMATS);
