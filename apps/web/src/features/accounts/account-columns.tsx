import type { TTradingAccount } from '@crm/contracts';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { ACCOUNT_TYPE_LABELS, PLATFORM_LABELS, TIER_LABELS } from './account-label.ts';

type MoneyField = 'balance' | 'credit' | 'available' | 'equity' | 'margin' | 'free_margin';
const money = (field: MoneyField) => (a: TTradingAccount) => formatMoney(a[field], a.currency);

/**
 * An account's row: settings, then the ledger's money (balance, credit, available), then the
 * platform's figures at current prices (equity, margin, free margin, open positions). The amounts
 * carry the currency's symbol, so the row has no currency column (it would not fit at 1360 px);
 * `login` is the cell that opens the account (see accounts-tab.tsx).
 */
export const accountColumns = (login: ListColumn<TTradingAccount>['cell']): ListColumn<TTradingAccount>[] => [
  { id: 'platform', label: 'Platform', cell: (a) => PLATFORM_LABELS[a.platform] },
  { id: 'login', label: 'Login', nowrap: true, cell: login },
  { id: 'tier', label: 'Tier', nowrap: true, cell: (a) => TIER_LABELS[a.tier] },
  { id: 'type', label: 'Type', cell: (a) => ACCOUNT_TYPE_LABELS[a.account_type] },
  { id: 'leverage', label: 'Leverage', numeric: true, cell: (a) => `1:${a.leverage}` },
  { id: 'balance', label: 'Balance', numeric: true, cell: money('balance') },
  { id: 'credit', label: 'Credit', numeric: true, cell: money('credit') },
  { id: 'available', label: 'Available', numeric: true, cell: money('available') },
  { id: 'equity', label: 'Equity', numeric: true, cell: money('equity') },
  { id: 'margin', label: 'Margin', numeric: true, cell: money('margin') },
  { id: 'free_margin', label: 'Free margin', numeric: true, cell: money('free_margin') },
  { id: 'open_positions', label: 'Positions', numeric: true, cell: (a) => a.open_positions.toLocaleString('en') },
];
