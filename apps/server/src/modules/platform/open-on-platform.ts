import type { Tx } from '../../db/client.ts';
import type { tradingAccounts } from '../../db/schema.ts';
import { loginOf, platformFor } from './platforms.ts';
import type { AccountType } from './trading-platform.ts';

/** Creates a newly opened account on its platform, in the transaction that opened it. */
export async function openOnPlatform(tx: Tx, account: typeof tradingAccounts.$inferSelect): Promise<void> {
  await platformFor(loginOf(account).platform).createAccount(tx, {
    ...loginOf(account),
    environment: account.environment as 'live' | 'demo',
    currency: account.currency,
    leverage: account.leverage,
    group: account.groupName,
    accountType: account.accountType as AccountType,
    permissions: {
      trading: account.canTrade,
      deposit: account.canDeposit,
      withdrawal: account.canWithdraw,
      transfer: account.canTransfer,
    },
  });
}
