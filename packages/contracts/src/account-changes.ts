import { z } from 'zod';
import { LEVERAGES } from './leverages.ts';

const ZLeverage = z
  .number()
  .int()
  .refine((n) => (LEVERAGES as readonly number[]).includes(n), `Leverage is one of ${LEVERAGES.join(', ')}`);

/** `PUT /dashboard/users/accounts/{id}`: leverage and/or account type (spec point 7). */
export const ZUpdateAccountRequest = z
  .strictObject({ leverage: ZLeverage.optional(), account_type: z.enum(['hedged', 'netted']).optional() })
  .refine((b) => b.leverage !== undefined || b.account_type !== undefined, 'Give leverage, account_type or both');
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;

/** `PUT /dashboard/users/accounts/{id}/permissions`: the switches to change, at least one. */
export const ZAccountPermissionsRequest = z
  .strictObject({
    trading: z.boolean().optional(),
    deposit: z.boolean().optional(),
    withdrawal: z.boolean().optional(),
    transfer: z.boolean().optional(),
  })
  .refine(
    (b) => Object.values(b).some((v) => v !== undefined),
    'Give at least one of trading, deposit, withdrawal, transfer',
  );
export type TAccountPermissionsRequest = z.infer<typeof ZAccountPermissionsRequest>;
