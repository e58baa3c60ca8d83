import { z } from 'zod';

export * from './error-codes.ts';

export const ZErrorDetail = z.object({ path: z.string(), message: z.string() });
export const ZErrorReply = z
  .object({
    code: z.number().int(),
    message: z.string(),
    details: z.array(ZErrorDetail).optional(),
  })
  .meta({ id: 'ErrorReply' });

export type TErrorDetail = z.infer<typeof ZErrorDetail>;
export type TErrorReply = z.infer<typeof ZErrorReply>;

/** Spec point 5: a validation error without details reads this. */
export const UNKNOWN_VALIDATION_ERROR = 'Unknown validation error';
