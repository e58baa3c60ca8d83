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
