import type { TActiveTrader, TActiveTradersReply } from '@crm/contracts';
import type { ChartSeries } from '../../components/report/chart-types.ts';
import { formatCount, formatDecimal } from '../../components/report/figures.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { TRADER_SORT_LABELS, type TraderSort } from './active-traders-query.ts';

/** A trader as the chart and the links name them: "Jane Doe (#1042)". */
export const traderName = (t: TActiveTrader) =>
  `${`${t.user.first_name} ${t.user.last_name}`.trim() || 'Unnamed'} (#${t.user.readableId})`;

/** The figure the traders are ranked by, drawn and shown. */
function measure(t: TActiveTrader, sort: TraderSort): { value: string | number; text: string } {
  if (sort === 'trades') return { value: t.trades, text: formatCount(t.trades) };
  if (sort === 'pnl') return { value: t.pnl_usd, text: formatMoney(t.pnl_usd, 'USD') };
  return { value: t.lots, text: `${formatDecimal(t.lots)} lots` };
}

/** How many bars the chart draws: the table under it has every trader of the top N. */
export const CHART_BARS = 15;

/**
 * The ranked chart: one bar per trader of the reply (already in the chosen order, first on top),
 * by the chosen measure; the first CHART_BARS only, so the bars stay readable.
 */
export function activeTradersChart(
  reply: TActiveTradersReply,
  sort: TraderSort,
): { categories: string[]; series: ChartSeries[] } {
  const shown = reply.docs.slice(0, CHART_BARS);
  return {
    categories: shown.map(traderName),
    series: [
      {
        id: sort,
        label: sort === 'volume' ? 'Volume (lots)' : TRADER_SORT_LABELS[sort],
        tone: sort === 'pnl' ? 'success' : 'accent',
        values: shown.map((t) => measure(t, sort)),
      },
    ],
  };
}

/** One sentence for assistive technology; the table under the chart has every figure. */
export function activeTradersSummary(reply: TActiveTradersReply, sort: TraderSort): string {
  const first = reply.docs[0];
  const by = sort === 'volume' ? 'volume in lots' : sort === 'pnl' ? 'realised P/L in USD' : 'trades';
  return first
    ? `The ${Math.min(reply.docs.length, CHART_BARS)} most active traders by ${by}; first ${traderName(first)} with ${measure(first, sort).text}.`
    : `No trader by ${by}.`;
}

/** "24/11/2026 16:05 UTC": when the deal import last read the deals, in UTC so it reads the same everywhere. */
export function formatAsOf(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}
