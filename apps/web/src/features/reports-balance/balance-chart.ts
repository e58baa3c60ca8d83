import type { TBalanceTrendReply } from '@crm/contracts';
import type { enReportBalance } from '@crm/contracts/locales/en/report-balance';
import type { ChartSeries } from '../../components/report/chart-types.ts';
import { formatDay } from '../../components/report/period.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

export type TBalanceT = TTranslateOf<typeof enReportBalance>;

type Day = TBalanceTrendReply['days'][number];
const usd = (amount: string) => formatMoney(amount, 'USD');

/**
 * The trend of the daily snapshots: balance, credit and equity in USD as lines, one point per
 * snapshot day the reply has (a day without a snapshot is not drawn as zero: nothing was measured).
 */
export function balanceTrendChart(
  trend: TBalanceTrendReply,
  t: TBalanceT,
): { categories: string[]; series: ChartSeries[] } {
  const line = (id: string, label: string, tone: ChartSeries['tone'], key: keyof Day & `${string}_usd`) => ({
    id,
    label,
    type: 'line' as const,
    tone,
    values: trend.days.map((d) => ({ value: d[key], text: usd(d[key]) })),
  });
  return {
    categories: trend.days.map((d) => formatDay(d.day)),
    series: [
      line('balance', t('reportBalance.figure.balance'), 'accent', 'balance_usd'),
      line('credit', t('reportBalance.figure.credit'), 'warning', 'credit_usd'),
      line('equity', t('reportBalance.figure.equity'), 'success', 'equity_usd'),
    ],
  };
}

/** One sentence for assistive technology; the table under the chart has every figure. */
export function balanceTrendSummary(trend: TBalanceTrendReply, t: TBalanceT): string {
  const last = trend.days.at(-1);
  if (!last) return t('reportBalance.noSnapshot');
  return t('reportBalance.summary', {
    number: trend.days.length,
    day: formatDay(last.day),
    balance: usd(last.balance_usd),
    credit: usd(last.credit_usd),
    equity: usd(last.equity_usd),
  });
}
