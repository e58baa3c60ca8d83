import type { TActiveTrader, TActiveTradersReply } from '@crm/contracts';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatCount, formatDecimal } from '../../components/report/figures.ts';
import { PLATFORM_LABELS } from '../../components/report/report-filters.ts';
import { figureColumn } from '../../components/report/report-table.tsx';
import { formatMoney } from '../../lib/format/currency.ts';
import { type TActiveT, traderName } from './active-traders-chart.ts';

type Figures = TActiveTradersReply['totals'];
type PlatformRow = TActiveTradersReply['by_platform'][number];
const usd = (amount: string) => formatMoney(amount, 'USD');

/** The trading figures, in reading order: the traders' table, its totals row and the platforms' use them. */
function figureColumns<R extends Figures>(t: TActiveT): ListColumn<R>[] {
  return [
    figureColumn<R>({ id: 'trades', label: t('reportActive.trades'), text: (r) => formatCount(r.trades) }),
    figureColumn<R>({ id: 'lots', label: t('reportActive.lots'), text: (r) => formatDecimal(r.lots) }),
    figureColumn<R>({ id: 'notional_usd', label: t('reportActive.notional'), text: (r) => usd(r.notional_usd) }),
    figureColumn<R>({ id: 'pnl_usd', label: t('reportActive.pnl'), text: (r) => usd(r.pnl_usd) }),
  ];
}

/** The traders' table: rank, client (opens their page), country, figures, instruments traded. */
export function traderColumns(t: TActiveT): ListColumn<TActiveTrader & { rank: number }>[] {
  return [
    { id: 'rank', label: '#', numeric: true, cell: (r) => formatCount(r.rank) },
    {
      id: 'client',
      label: t('reportActive.client'),
      identity: true,
      cell: (r) => <Link to={`/clients/${r.user._id}`}>{traderName(r, t)}</Link>,
    },
    { id: 'country', label: t('reportActive.country'), nowrap: true, cell: (r) => r.country.toUpperCase() },
    ...figureColumns<TActiveTrader & { rank: number }>(t),
    { id: 'instruments', label: t('reportActive.instruments'), cell: (r) => r.instruments.join(', ') },
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

export function platformColumns(t: TActiveT): ListColumn<PlatformRow>[] {
  return [
    { id: 'platform', label: t('reportActive.platform'), nowrap: true, cell: (r) => PLATFORM_LABELS[r.platform] },
    figureColumn<PlatformRow>({ id: 'clients', label: t('reportActive.clients'), text: (r) => formatCount(r.clients) }),
    ...figureColumns<PlatformRow>(t),
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
