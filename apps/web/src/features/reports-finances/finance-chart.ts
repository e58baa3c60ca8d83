import type { TFinanceReport } from '@crm/contracts';
import type { ChartSeries } from '../../components/report/chart-types.ts';
import { bucketLabel, bucketStarts } from '../../components/report/group-by.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import type { TFinanceT } from './finance-columns.tsx';

const usd = (amount: string) => formatMoney(amount, 'USD');
const ZERO = '0.00';

/**
 * The chart of the finance report: deposits and withdrawals as bars, net deposits as a line, per
 * period. Every period of the range is drawn, a quiet one at zero (the reply leaves periods without
 * money out), so the axis reads as time.
 */
export function financeChart(report: TFinanceReport, t: TFinanceT): { categories: string[]; series: ChartSeries[] } {
  const byPeriod = new Map(report.rows.map((r) => [r.period, r]));
  const starts = bucketStarts(report.from, report.to, report.group_by);
  const figure = (start: string, key: 'deposits_usd' | 'withdrawals_usd' | 'net_deposits_usd') => {
    const amount = byPeriod.get(start)?.[key] ?? ZERO;
    return { value: amount, text: usd(amount) };
  };
  return {
    categories: starts.map((s) => bucketLabel(s, report.group_by, t)),
    series: [
      {
        id: 'deposits',
        label: t('reportFinances.figure.deposits_count'),
        tone: 'success',
        values: starts.map((s) => figure(s, 'deposits_usd')),
      },
      {
        id: 'withdrawals',
        label: t('reportFinances.figure.withdrawals_count'),
        tone: 'danger',
        values: starts.map((s) => figure(s, 'withdrawals_usd')),
      },
      {
        id: 'net',
        label: t('reportFinances.figure.net_deposits_usd'),
        type: 'line',
        tone: 'accent',
        values: starts.map((s) => figure(s, 'net_deposits_usd')),
      },
    ],
  };
}

/** One sentence for assistive technology; the table under the chart has every figure. */
export function financeSummary(report: TFinanceReport, t: TFinanceT): string {
  const totals = report.totals;
  return t(`reportFinances.summary.${report.group_by}`, {
    deposits: usd(totals.deposits_usd),
    withdrawals: usd(totals.withdrawals_usd),
    net: usd(totals.net_deposits_usd),
  });
}
