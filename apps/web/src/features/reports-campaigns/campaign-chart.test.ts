import { enReportCampaigns } from '@crm/contracts/locales/en/report-campaigns';
import { enReportUtms } from '@crm/contracts/locales/en/report-utms';
import { enReports } from '@crm/contracts/locales/en/reports';
import { describe, expect, it } from 'vitest';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { type CampaignRow, campaignChart } from './campaign-chart.ts';

const t = areaTranslate(enReportCampaigns, enReportUtms, enReports);

import { periodStarts } from './period-starts.ts';

const figures = { verified: 0, ftd_clients: 0, conversion_rate: null, deposits_usd: '0.00', net_deposits_usd: '0.00' };
const row = (period: string, utm_campaign: string | null, registrations: number): CampaignRow => ({
  ...figures,
  period,
  utm_campaign,
  registrations,
});

describe('periodStarts', () => {
  it('names every bucket of the range as the server does, empty ones included', () => {
    expect(periodStarts('2026-11-20', '2026-11-22', 'day')).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    // 18/11/2026 is a Wednesday: its week starts on Monday 16/11.
    expect(periodStarts('2026-11-18', '2026-11-30', 'week')).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(periodStarts('2026-10-15', '2026-11-02', 'month')).toEqual(['2026-10-01', '2026-11-01']);
  });
});

describe('campaignChart', () => {
  it('draws the top five campaigns and sums the rest into Other, zero where nothing came', () => {
    const rows = [
      ...['a', 'b', 'c', 'd', 'e'].map((c, i) => row('2026-11-20', c, 10 + i)),
      row('2026-11-20', 'f', 2),
      row('2026-11-22', 'g', 3),
      row('2026-11-22', null, 1),
    ];
    const chart = campaignChart({ from: '2026-11-20', to: '2026-11-22', rows }, 'day', t);
    expect(chart.categories).toEqual(['20/11/2026', '21/11/2026', '22/11/2026']);
    expect(chart.series.map((s) => s.label)).toEqual(['e', 'd', 'c', 'b', 'a', 'Other']);
    expect(chart.series.at(-1)?.values.map((v) => v.value)).toEqual([2, 0, 4]);
    expect(chart.series[0]?.values.map((v) => v.value)).toEqual([14, 0, 0]);
  });

  it('draws a sixth campaign as itself rather than as an Other of one', () => {
    const rows = ['a', 'b', 'c', 'd', 'e', null].map((c) => row('2026-11-20', c, 1));
    const chart = campaignChart({ from: '2026-11-20', to: '2026-11-20', rows }, 'day', t);
    expect(chart.series.map((s) => s.label)).toEqual(['a', 'b', 'c', 'd', 'e', 'No campaign']);
  });
});
