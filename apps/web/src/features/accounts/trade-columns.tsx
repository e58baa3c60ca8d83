import type { TPosition } from '@crm/contracts';
import { format } from 'date-fns';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import type { AccountsT } from './account-label.ts';
import { profitTone } from './position-labels.ts';

export type TradeList = 'open' | 'closed';

const time = (iso: string | null) => (iso ? format(new Date(iso), 'dd/MM/yyyy HH:mm:ss') : '—');
/** Money of a position, in the account's currency with its digits; gains and losses coloured. */
const money = (amount: string, currency: string) => (
  <span className={`pl-${profitTone(amount)}`}>{formatMoney(amount, currency)}</span>
);

/**
 * The columns of an account's trades. Open positions show the price they are valued at now;
 * closed ones the price and time they were closed at.
 */
export function tradeColumns(list: TradeList, t: AccountsT): ListColumn<TPosition>[] {
  const columns: (ListColumn<TPosition> | false)[] = [
    { id: 'symbol', label: t('accounts.trade.symbol'), nowrap: true, cell: (p) => p.symbol },
    {
      id: 'side',
      label: t('accounts.trade.side'),
      cell: (p) => <span className={`side side-${p.side}`}>{t(`accounts.side.${p.side}`)}</span>,
    },
    { id: 'volume', label: t('accounts.trade.volume'), numeric: true, cell: (p) => p.volume },
    { id: 'open_price', label: t('accounts.trade.open_price'), numeric: true, cell: (p) => p.open_price },
    list === 'open' && {
      id: 'current_price',
      label: t('accounts.trade.current_price'),
      numeric: true,
      cell: (p) => p.current_price ?? '—',
    },
    list === 'closed' && {
      id: 'close_price',
      label: t('accounts.trade.close_price'),
      numeric: true,
      cell: (p) => p.close_price ?? '—',
    },
    { id: 'profit', label: t('accounts.trade.profit'), numeric: true, cell: (p) => money(p.profit, p.currency) },
    { id: 'swap', label: t('accounts.trade.swap'), numeric: true, cell: (p) => formatMoney(p.swap, p.currency) },
    {
      id: 'commission',
      label: t('accounts.trade.commission'),
      numeric: true,
      cell: (p) => formatMoney(p.commission, p.currency),
    },
    {
      id: 'net_profit',
      label: t('accounts.trade.net_profit'),
      numeric: true,
      cell: (p) => money(p.net_profit, p.currency),
    },
    { id: 'open_time', label: t('accounts.trade.open_time'), nowrap: true, cell: (p) => time(p.open_time) },
    list === 'closed' && {
      id: 'close_time',
      label: t('accounts.trade.close_time'),
      nowrap: true,
      cell: (p) => time(p.close_time),
    },
    {
      id: 'status',
      label: t('accounts.trade.status'),
      nowrap: true,
      cell: (p) => <span className={`status position-${p.status}`}>{t(`accounts.position.${p.status}`)}</span>,
    },
  ];
  return columns.filter((c) => c !== false);
}
