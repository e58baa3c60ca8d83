import type { TPosition } from '@crm/contracts';
import { format } from 'date-fns';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { POSITION_STATUS_LABELS, profitTone, SIDE_LABELS } from './position-labels.ts';

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
export function tradeColumns(list: TradeList): ListColumn<TPosition>[] {
  const columns: (ListColumn<TPosition> | false)[] = [
    { id: 'symbol', label: 'Symbol', nowrap: true, cell: (p) => p.symbol },
    {
      id: 'side',
      label: 'Side',
      cell: (p) => <span className={`side side-${p.side}`}>{SIDE_LABELS[p.side]}</span>,
    },
    { id: 'volume', label: 'Volume', numeric: true, cell: (p) => p.volume },
    { id: 'open_price', label: 'Open price', numeric: true, cell: (p) => p.open_price },
    list === 'open' && {
      id: 'current_price',
      label: 'Current price',
      numeric: true,
      cell: (p) => p.current_price ?? '—',
    },
    list === 'closed' && { id: 'close_price', label: 'Close price', numeric: true, cell: (p) => p.close_price ?? '—' },
    { id: 'profit', label: 'P/L', numeric: true, cell: (p) => money(p.profit, p.currency) },
    { id: 'swap', label: 'Swap', numeric: true, cell: (p) => formatMoney(p.swap, p.currency) },
    { id: 'commission', label: 'Commission', numeric: true, cell: (p) => formatMoney(p.commission, p.currency) },
    { id: 'net_profit', label: 'Net P/L', numeric: true, cell: (p) => money(p.net_profit, p.currency) },
    { id: 'open_time', label: 'Opened', nowrap: true, cell: (p) => time(p.open_time) },
    list === 'closed' && { id: 'close_time', label: 'Closed', nowrap: true, cell: (p) => time(p.close_time) },
    {
      id: 'status',
      label: 'Status',
      nowrap: true,
      cell: (p) => <span className={`status position-${p.status}`}>{POSITION_STATUS_LABELS[p.status]}</span>,
    },
  ];
  return columns.filter((c) => c !== false);
}
