import { z } from 'zod';
import { ACCOUNT_TIERS } from './account-tier-values.ts';

export {
  ACCOUNT_TIERS,
  DEPOSIT_PRESETS_USD,
  groupNameOf,
  LIVE_MIN_DEPOSIT_USD,
  type TAccountTier,
} from './account-tier-values.ts';

/** Spec point 3 "Account group entry". */
export const ZAccountGroup = z
  .object({ name: z.enum(ACCOUNT_TIERS), groupName: z.string(), label: z.string(), minDeposit: z.number() })
  .meta({ id: 'AccountGroup' });
export type TAccountGroup = z.infer<typeof ZAccountGroup>;
