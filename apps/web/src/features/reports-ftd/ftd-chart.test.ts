import type { TFtdReport } from '@crm/contracts';
import { enReportFtd } from '@crm/contracts/locales/en/report-ftd';
import { enReports } from '@crm/contracts/locales/en/reports';
import { describe, expect, it } from 'vitest';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { countryName, ftdChart, ftdCountryChart } from './ftd-chart.ts';

const t = areaTranslate(enReportFtd, enReports);

const REPORT: TFtdReport = {
  currency: 'USD',
  from: '2026-11-01',
  to: '2026-11-20',
  group_by: 'week',
  rows: [{ period: '2026-11-09', ftd_count: 3, ftd_usd: '1500.00' }],
  totals: { ftd_count: 3, ftd_usd: '1500.00' },
  by_country: [
    { country: 'cy', ftd_count: 2, ftd_usd: '1000.00' },
    { country: 'de', ftd_count: 1, ftd_usd: '500.00' },
  ],
  by_sales_agent: [],
  by_utm_source: [],
  conversion: { basis: 'registration_cohort', registrations: 10, ftd_clients: 3, rate: '0.3000' },
  average_days_to_ftd: '2.50',
};

describe('FTD charts', () => {
  it('draws value bars and a count line on a second axis over every week of the range', () => {
    const { categories, series } = ftdChart(REPORT, t);
    // 2026-11-01 is a Sunday: its week starts on Monday 26/10.
    expect(categories).toEqual([
      'Week of 26/10/2026',
      'Week of 02/11/2026',
      'Week of 09/11/2026',
      'Week of 16/11/2026',
    ]);
    expect(series[0]?.values.map((v) => v.text)).toEqual(['$0.00', '$0.00', '$1,500.00', '$0.00']);
    expect(series[1]).toMatchObject({ type: 'line', axis: 'secondary' });
    expect(series[1]?.values.map((v) => v.value)).toEqual([0, 0, 3, 0]);
  });
  it('ranks countries by name in the reply order', () => {
    const { categories, series } = ftdCountryChart(REPORT, t);
    expect(categories).toEqual(['Cyprus', 'Germany']);
    expect(series[0]?.values[0]?.text).toBe('2 ($1,000.00)');
    expect(countryName(null, t)).toBe('No country');
  });
});
