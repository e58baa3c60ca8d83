import type { TFinanceFigures, TFinanceReport } from '@crm/contracts';
import { enReportFinances } from '@crm/contracts/locales/en/report-finances';
import { enReports } from '@crm/contracts/locales/en/reports';
import { describe, expect, it } from 'vitest';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { financeChart } from './finance-chart.ts';

const t = areaTranslate(enReportFinances, enReports);

const figures = (over: Partial<TFinanceFigures>): TFinanceFigures => ({
  deposits_count: 0,
  deposits_usd: '0.00',
  withdrawals_count: 0,
  withdrawals_usd: '0.00',
  net_deposits_usd: '0.00',
  refunds_count: 0,
  refunds_usd: '0.00',
  chargebacks_count: 0,
  chargebacks_usd: '0.00',
  duplicates_count: 0,
  duplicates_usd: '0.00',
  balance_in_count: 0,
  balance_in_usd: '0.00',
  balance_out_count: 0,
  balance_out_usd: '0.00',
  credit_in_count: 0,
  credit_out_count: 0,
  credit_in_usd: '0.00',
  credit_out_usd: '0.00',
  deposits_decided: 0,
  deposits_settled: 0,
  withdrawals_decided: 0,
  deposit_approval_rate: null,
  withdrawal_approval_rate: null,
  ...over,
});

describe('finance chart', () => {
  it('draws every period of the range, quiet ones at zero, with the exact figures as text', () => {
    const report: TFinanceReport = {
      currency: 'USD',
      from: '2026-11-20',
      to: '2026-11-22',
      group_by: 'day',
      rows: [
        {
          period: '2026-11-21',
          ...figures({ deposits_usd: '1250.05', withdrawals_usd: '200.00', net_deposits_usd: '-1050.05' }),
        },
      ],
      totals: figures({}),
      by_method: [],
      by_currency: [],
    };
    const { categories, series } = financeChart(report, t);
    expect(categories).toEqual(['20/11/2026', '21/11/2026', '22/11/2026']);
    expect(series.map((s) => s.id)).toEqual(['deposits', 'withdrawals', 'net']);
    expect(series.map((s) => s.label)).toEqual(['Deposits', 'Withdrawals', 'Net deposits']);
    expect(series[0]?.values).toEqual([
      { value: '0.00', text: '$0.00' },
      { value: '1250.05', text: '$1,250.05' },
      { value: '0.00', text: '$0.00' },
    ]);
    expect(series[2]?.type).toBe('line');
    expect(series[2]?.values[1]?.text).toBe('\u2212$1,050.05');
  });
});
