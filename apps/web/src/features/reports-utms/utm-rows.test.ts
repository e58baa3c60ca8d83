import type { TUtmReport } from '@crm/contracts';
import { enReportUtms } from '@crm/contracts/locales/en/report-utms';
import { describe, expect, it } from 'vitest';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { campaignLabel, rankedRows, utmChart } from './utm-rows.ts';

const t = areaTranslate(enReportUtms);

const figures = { verified: 0, conversion_rate: null, deposits_usd: '0.00', net_deposits_usd: '0.00' };
const row = (utm_source: string | null, registrations: number, ftd_clients: number) => ({
  ...figures,
  utm_source,
  utm_medium: null,
  utm_campaign: null,
  registrations,
  ftd_clients,
});
const report = (rows: TUtmReport['rows'], level: TUtmReport['level'] = 'source'): TUtmReport => ({
  currency: 'USD',
  from: '2026-11-01',
  to: '2026-11-24',
  basis: 'registration_cohort',
  level,
  rows,
  totals: { ...figures, registrations: 0, ftd_clients: 0 },
});

describe('the UTM chart', () => {
  it('ranks sources by registrations, then FTDs, and names the one without a source', () => {
    const chart = utmChart(report([row('affiliate', 5, 1), row(null, 9, 0), row('google', 9, 3)]), t);
    expect(chart.categories).toEqual(['google', 'No source', 'affiliate']);
    expect(chart.series.map((s) => s.values.map((v) => v.value))).toEqual([
      [9, 9, 5],
      [3, 0, 1],
    ]);
  });

  it('keeps the table order the same and charts at most 15 rows', () => {
    const many = Array.from({ length: 20 }, (_, i) => row(`s${i}`, i, 0));
    expect(rankedRows(report(many), t)[0]?.utm_source).toBe('s19');
    expect(utmChart(report(many), t).categories).toHaveLength(15);
  });

  it('labels a drilled row by campaign and medium', () => {
    expect(campaignLabel({ ...row('google', 1, 0), utm_campaign: 'q1-promo', utm_medium: 'cpc' }, t)).toBe(
      'q1-promo · cpc',
    );
    expect(campaignLabel(row('google', 1, 0), t)).toBe('No campaign');
  });
});
