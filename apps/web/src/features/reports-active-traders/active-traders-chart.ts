import type { TActiveTrader, TActiveTradersReply } from '@crm/contracts';
import type { enReportActive } from '@crm/contracts/locales/en/report-active';
import type { ChartSeries } from '../../components/report/chart-types.ts';
import { formatCount, formatDecimal } from '../../components/report/figures.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';
import type { TraderSort } from './active-traders-query.ts';

export type TActiveT = TTranslateOf<typeof enReportActive>;

/** A trader as the chart and the links name them: "Jane Doe (#1042)". */
export const traderName = (trader: TActiveTrader, t: TActiveT) =>
  `${`${trader.user.first_name} ${trader.user.last_name}`.trim() || t('reportActive.unnamed')} (#${trader.user.readableId})`;

/** The figure the traders are ranked by, drawn and shown. */
function measure(trader: TActiveTrader, sort: TraderSort, t: TActiveT): { value: string | number; text: string } {
  if (sort === 'trades') return { value: trader.trades, text: formatCount(trader.trades) };
  if (sort === 'pnl') return { value: trader.pnl_usd, text: formatMoney(trader.pnl_usd, 'USD') };
  return { value: trader.lots, text: t('reportActive.lotsValue', { lots: formatDecimal(trader.lots) }) };
}

/** What the chart's one series is named: the ranking's figure as its column says it. */
const SERIES_LABELS = {
  volume: 'reportActive.lots',
  trades: 'reportActive.sort.trades',
  pnl: 'reportActive.sort.pnl',
} as const satisfies Record<TraderSort, keyof typeof enReportActive>;

/** How many bars the chart draws: the table under it has every trader of the top N. */
export const CHART_BARS = 15;

/**
 * The ranked chart: one bar per trader of the reply (already in the chosen order, first on top),
 * by the chosen measure; the first CHART_BARS only, so the bars stay readable.
 */
export function activeTradersChart(
  reply: TActiveTradersReply,
  sort: TraderSort,
  t: TActiveT,
): { categories: string[]; series: ChartSeries[] } {
  const shown = reply.docs.slice(0, CHART_BARS);
  return {
    categories: shown.map((trader) => traderName(trader, t)),
    series: [
      {
        id: sort,
        label: t(SERIES_LABELS[sort]),
        tone: sort === 'pnl' ? 'success' : 'accent',
        values: shown.map((trader) => measure(trader, sort, t)),
      },
    ],
  };
}

/** One sentence for assistive technology; the table under the chart has every figure. */
export function activeTradersSummary(reply: TActiveTradersReply, sort: TraderSort, t: TActiveT): string {
  const first = reply.docs[0];
  if (!first) return t(`reportActive.noTrader.${sort}`);
  return t(`reportActive.summary.${sort}`, {
    number: Math.min(reply.docs.length, CHART_BARS),
    trader: traderName(first, t),
    value: measure(first, sort, t).text,
  });
}

/** "24/11/2026 16:05 UTC": when the deal import last read the deals, in UTC so it reads the same everywhere. */
export function formatAsOf(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}
