import type { TTradingAccount } from '@crm/contracts';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { type AccountsT, PLATFORM_LABELS } from './account-label.ts';

type MoneyField = 'balance' | 'credit' | 'available' | 'equity' | 'margin' | 'free_margin';
const money = (field: MoneyField) => (a: TTradingAccount) => formatMoney(a[field], a.currency);

/**
 * An account's row: settings, then the ledger's money (balance, credit, available), then the
 * platform's figures at current prices (equity, margin, free margin, open positions). The amounts
 * carry the currency's symbol, so the row has no currency column (it would not fit at 1360 px);
 * `login` is the cell that opens the account (see accounts-tab.tsx).
 */
export const accountColumns = (
  login: ListColumn<TTradingAccount>['cell'],
  t: AccountsT,
): ListColumn<TTradingAccount>[] => [
  { id: 'platform', label: t('accounts.column.platform'), cell: (a) => PLATFORM_LABELS[a.platform] },
  { id: 'login', label: t('accounts.column.login'), nowrap: true, cell: login },
  { id: 'tier', label: t('accounts.column.tier'), nowrap: true, cell: (a) => t(`accounts.tier.${a.tier}`) },
  { id: 'type', label: t('accounts.column.type'), cell: (a) => t(`accounts.type.${a.account_type}`) },
  { id: 'leverage', label: t('accounts.column.leverage'), numeric: true, cell: (a) => `1:${a.leverage}` },
  { id: 'balance', label: t('accounts.column.balance'), numeric: true, cell: money('balance') },
  { id: 'credit', label: t('accounts.column.credit'), numeric: true, cell: money('credit') },
  { id: 'available', label: t('accounts.column.available'), numeric: true, cell: money('available') },
  { id: 'equity', label: t('accounts.column.equity'), numeric: true, cell: money('equity') },
  { id: 'margin', label: t('accounts.column.margin'), numeric: true, cell: money('margin') },
  { id: 'free_margin', label: t('accounts.column.free_margin'), numeric: true, cell: money('free_margin') },
  {
    id: 'open_positions',
    label: t('accounts.column.open_positions'),
    numeric: true,
    cell: (a) => a.open_positions.toLocaleString('en'),
  },
];
