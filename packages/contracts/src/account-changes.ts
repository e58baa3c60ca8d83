import { z } from 'zod';
import { ACCOUNT_TIERS } from './account-tier-values.ts';
import { ZId } from './common.ts';
import { LEVERAGES } from './leverages.ts';

/** One of the catalogue's leverages (spec: leverage options). */
export const ZLeverage = z
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

/**
 * `POST /dashboard/users/accounts`: staff open a trading account for a client (issue #14; the spec
 * names the `createAccount` audit event, not the call). The tier's group and minimum deposit follow
 * from the tier (spec point 9); the account opens in USD.
 */
export const ZCreateAccountRequest = z.strictObject({
  user: ZId,
  environment_type: z.enum(['live', 'demo']),
  platform: z.enum(['ctrader', 'mt4', 'mt5']),
  tier: z.enum(ACCOUNT_TIERS),
  leverage: ZLeverage.optional(),
});
export type TCreateAccountRequest = z.infer<typeof ZCreateAccountRequest>;
