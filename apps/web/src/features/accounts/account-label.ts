import type { TTradingAccount } from '@crm/contracts';
import type { enAccounts } from '@crm/contracts/locales/en/accounts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

/** `t` of the accounts' words, for the helpers that build columns and messages. */
export type AccountsT = TTranslateOf<typeof enAccounts>;

/** The platforms' own names: product names, the same in every language. */
export const PLATFORM_LABELS: Record<TTradingAccount['platform'], string> = {
  ctrader: 'cTrader',
  mt4: 'MT4',
  mt5: 'MT5',
};

export const accountLabel = (a: Pick<TTradingAccount, 'platform' | 'login_id' | 'currency'>) =>
  `${PLATFORM_LABELS[a.platform]} ${a.login_id} (${a.currency})`;

/** The client's own switches on an account, in the order the panel shows them. */
export const ACCOUNT_PERMISSIONS = ['trading', 'deposit', 'withdrawal', 'transfer'] as const;
export type AccountPermission = (typeof ACCOUNT_PERMISSIONS)[number];
