import type { TTradingAccount } from '@crm/contracts';

export const PLATFORM_LABELS: Record<TTradingAccount['platform'], string> = {
  ctrader: 'cTrader',
  mt4: 'MT4',
  mt5: 'MT5',
};
export const TIER_LABELS: Record<TTradingAccount['tier'], string> = {
  standard: 'Standard',
  vip: 'VIP',
  vipblack: 'VIP Black',
};

export const accountLabel = (a: Pick<TTradingAccount, 'platform' | 'login_id' | 'currency'>) =>
  `${PLATFORM_LABELS[a.platform]} ${a.login_id} (${a.currency})`;

export const ACCOUNT_TYPE_LABELS: Record<TTradingAccount['account_type'], string> = {
  hedged: 'Hedged',
  netted: 'Netted',
};

/** The client's own switches on an account, in the order the panel shows them. */
export const ACCOUNT_PERMISSIONS = ['trading', 'deposit', 'withdrawal', 'transfer'] as const;
export type AccountPermission = (typeof ACCOUNT_PERMISSIONS)[number];
export const ACCOUNT_PERMISSION_LABELS: Record<AccountPermission, string> = {
  trading: 'Trading',
  deposit: 'Deposits',
  withdrawal: 'Withdrawals',
  transfer: 'Transfers',
};
