import type { TFinanceReport } from '@crm/contracts';
import type { ChartSeries } from '../../components/report/chart-types.ts';
import { bucketLabel, bucketStarts } from '../../components/report/group-by.ts';
import { formatMoney } from '../../lib/format/currency.ts';

const usd = (amount: string) => formatMoney(amount, 'USD');
const ZERO = '0.00';

/**
 * The chart of the finance report: deposits and withdrawals as bars, net deposits as a line, per
 * period. Every period of the range is drawn, a quiet one at zero (the reply leaves periods without
 * money out), so the axis reads as time.
 */
export function financeChart(report: TFinanceReport): { categories: string[]; series: ChartSeries[] } {
  const byPeriod = new Map(report.rows.map((r) => [r.period, r]));
  const starts = bucketStarts(report.from, report.to, report.group_by);
  const figure = (start: string, key: 'deposits_usd' | 'withdrawals_usd' | 'net_deposits_usd') => {
    const amount = byPeriod.get(start)?.[key] ?? ZERO;
    return { value: amount, text: usd(amount) };
  };
  return {
    categories: starts.map((s) => bucketLabel(s, report.group_by)),
    series: [
      { id: 'deposits', label: 'Deposits', tone: 'success', values: starts.map((s) => figure(s, 'deposits_usd')) },
      {
        id: 'withdrawals',
        label: 'Withdrawals',
        tone: 'danger',
        values: starts.map((s) => figure(s, 'withdrawals_usd')),
      },
      {
        id: 'net',
        label: 'Net deposits',
        type: 'line',
        tone: 'accent',
        values: starts.map((s) => figure(s, 'net_deposits_usd')),
      },
    ],
  };
}

/** One sentence for assistive technology; the table under the chart has every figure. */
export function financeSummary(report: TFinanceReport): string {
  const t = report.totals;
  return `Deposits, withdrawals and net deposits per ${report.group_by}: deposits ${usd(t.deposits_usd)}, withdrawals ${usd(t.withdrawals_usd)}, net deposits ${usd(t.net_deposits_usd)}.`;
}
