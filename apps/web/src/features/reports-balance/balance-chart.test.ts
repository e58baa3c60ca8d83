import { enReportBalance } from '@crm/contracts/locales/en/report-balance';
import { describe, expect, it } from 'vitest';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { balanceTrendChart } from './balance-chart.ts';

const t = areaTranslate(enReportBalance);

describe('balance trend chart', () => {
  it('draws balance, credit and equity as lines, one point per snapshot day', () => {
    const chart = balanceTrendChart(
      {
        days: [
          {
            day: '2026-11-01',
            balance_usd: '1000.00',
            credit_usd: '50.00',
            equity_usd: '1020.10',
            margin_usd: '0.00',
            accounts: 3,
          },
          {
            day: '2026-11-03',
            balance_usd: '900.00',
            credit_usd: '0.00',
            equity_usd: '880.00',
            margin_usd: '10.00',
            accounts: 3,
          },
        ],
      },
      t,
    );
    expect(chart.categories).toEqual(['01/11/2026', '03/11/2026']);
    expect(chart.series.map((s) => [s.id, s.type])).toEqual([
      ['balance', 'line'],
      ['credit', 'line'],
      ['equity', 'line'],
    ]);
    expect(chart.series[2]?.values).toEqual([
      { value: '1020.10', text: '$1,020.10' },
      { value: '880.00', text: '$880.00' },
    ]);
  });
});
