import { groupNameOf, type TAccountTier } from '@crm/contracts';
import type { Tx } from '../../db/client.ts';
import { tradingAccounts } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { openAccountBooks } from '../ledger/books.ts';
import { openOnPlatform } from '../platform/open-on-platform.ts';

export type NewAccount = {
  brandId: string;
  clientId: string;
  platform: 'ctrader' | 'mt4' | 'mt5';
  environment: 'live' | 'demo';
  tier?: TAccountTier;
  currency?: string;
  leverage?: number;
};

/** Opens a trading account with its two ledger books and creates it on its platform, in one transaction. */
export async function openAccount(tx: Tx, input: NewAccount) {
  const tier = input.tier ?? 'standard';
  const [account] = await tx
    .insert(tradingAccounts)
    .values({
      brandId: input.brandId,
      clientId: input.clientId,
      platform: input.platform,
      environment: input.environment,
      tier,
      groupName: groupNameOf(input.brandId, input.environment, tier),
      currency: input.currency ?? 'USD',
      leverage: input.leverage ?? 100,
    })
    .returning();
  if (!account) throw new AppError('internal', 'The account was not opened');
  await openAccountBooks(tx, account);
  await openOnPlatform(tx, account);
  return account;
}
