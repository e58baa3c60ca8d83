import type { TActiveTrader, TActiveTradersReply } from '@crm/contracts';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatCount, formatDecimal } from '../../components/report/figures.ts';
import { PLATFORM_LABELS } from '../../components/report/report-filters.ts';
import { figureColumn } from '../../components/report/report-table.tsx';
import { formatMoney } from '../../lib/format/currency.ts';
import { traderName } from './active-traders-chart.ts';

type Figures = TActiveTradersReply['totals'];
type PlatformRow = TActiveTradersReply['by_platform'][number];
const usd = (amount: string) => formatMoney(amount, 'USD');

/** The trading figures, in reading order: the traders' table, its totals row and the platforms' use them. */
function figureColumns<T extends Figures>(): ListColumn<T>[] {
  return [
    figureColumn<T>({ id: 'trades', label: 'Trades', text: (r) => formatCount(r.trades) }),
    figureColumn<T>({ id: 'lots', label: 'Volume (lots)', text: (r) => formatDecimal(r.lots) }),
    figureColumn<T>({ id: 'notional_usd', label: 'Notional USD', text: (r) => usd(r.notional_usd) }),
    figureColumn<T>({ id: 'pnl_usd', label: 'Realised P/L USD', text: (r) => usd(r.pnl_usd) }),
  ];
}

/** The traders' table: rank, client (opens their page), country, figures, instruments traded. */
export function traderColumns(): ListColumn<TActiveTrader & { rank: number }>[] {
  return [
    { id: 'rank', label: '#', numeric: true, cell: (r) => formatCount(r.rank) },
    {
      id: 'client',
      label: 'Client',
      identity: true,
      cell: (r) => <Link to={`/clients/${r.user._id}`}>{traderName(r)}</Link>,
    },
    { id: 'country', label: 'Country', nowrap: true, cell: (r) => r.country.toUpperCase() },
    ...figureColumns<TActiveTrader & { rank: number }>(),
    { id: 'instruments', label: 'Instruments', cell: (r) => r.instruments.join(', ') },
  ];
}

/** The totals row: the server's totals over every trader of the period (never added up here). */
export function traderTotals(totals: Figures) {
  return {
    trades: formatCount(totals.trades),
    lots: formatDecimal(totals.lots),
    notional_usd: usd(totals.notional_usd),
    pnl_usd: usd(totals.pnl_usd),
  };
}

export function platformColumns(): ListColumn<PlatformRow>[] {
  return [
    { id: 'platform', label: 'Platform', nowrap: true, cell: (r) => PLATFORM_LABELS[r.platform] },
    figureColumn<PlatformRow>({ id: 'clients', label: 'Clients', text: (r) => formatCount(r.clients) }),
    ...figureColumns<PlatformRow>(),
  ];
}

const FIGURE_KEYS = ['trades', 'lots', 'notional_usd', 'pnl_usd'] as const satisfies readonly (keyof Figures)[];

/** The view as CSV: the ranked traders, the totals line, then the platforms after a blank line. */
export function activeTradersCsv(reply: TActiveTradersReply) {
  return {
    header: ['rank', 'client_id', 'readable_id', 'first_name', 'last_name', 'country', ...FIGURE_KEYS, 'instruments'],
    rows: [
      ...reply.docs.map((t, i) => [
        i + 1,
        t.user._id,
        t.user.readableId,
        t.user.first_name,
        t.user.last_name,
        t.country,
        ...FIGURE_KEYS.map((k) => t[k]),
        t.instruments.join(' '),
      ]),
      ['total', '', '', '', '', '', ...FIGURE_KEYS.map((k) => reply.totals[k]), ''],
      [],
      ['platform', 'clients', ...FIGURE_KEYS],
      ...reply.by_platform.map((p) => [p.platform, p.clients, ...FIGURE_KEYS.map((k) => p[k])]),
    ],
  };
}
