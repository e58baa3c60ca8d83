import type { TActiveTrader, TActiveTradersReply } from '@crm/contracts';
import { enReportActive } from '@crm/contracts/locales/en/report-active';
import { describe, expect, it } from 'vitest';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { activeTradersChart, CHART_BARS, formatAsOf } from './active-traders-chart.ts';

const t = areaTranslate(enReportActive);

import { readRanking, type TraderSort } from './active-traders-query.ts';

const trader = (n: number): TActiveTrader => ({
  user: { _id: `u${n}`, readableId: 1000 + n, first_name: 'Jane', last_name: `Doe ${n}` },
  country: 'cy',
  trades: n,
  lots: `${n}.50`,
  notional_usd: '100.00',
  pnl_usd: `-${n}.25`,
  instruments: ['EURUSD'],
});
const reply = (docs: TActiveTrader[]): TActiveTradersReply => ({
  docs,
  totalDocs: docs.length,
  totals: { trades: 0, lots: '0.00', notional_usd: '0.00', pnl_usd: '0.00' },
  by_platform: [],
  as_of: null,
});

describe('active traders chart', () => {
  it('ranks the reply’s traders in its order by the chosen measure', () => {
    const chart = activeTradersChart(reply([trader(3), trader(1)]), 'volume', t);
    expect(chart.categories).toEqual(['Jane Doe 3 (#1003)', 'Jane Doe 1 (#1001)']);
    expect(chart.series[0]?.values).toEqual([
      { value: '3.50', text: '3.50 lots' },
      { value: '1.50', text: '1.50 lots' },
    ]);
    expect(activeTradersChart(reply([trader(2)]), 'pnl', t).series[0]?.values[0]?.text).toBe('\u2212$2.25');
    // The series is named as the ranking is (its legend and tooltip).
    const sorts: TraderSort[] = ['volume', 'trades', 'pnl'];
    expect(sorts.map((s) => activeTradersChart(reply([trader(2)]), s, t).series[0]?.label)).toEqual([
      'Volume (lots)',
      'Trades',
      'P/L',
    ]);
    expect(activeTradersChart(reply([trader(2)]), 'trades', t).series[0]?.values[0]).toEqual({ value: 2, text: '2' });
  });
  it('draws at most CHART_BARS bars', () => {
    const many = Array.from({ length: CHART_BARS + 5 }, (_, i) => trader(i + 1));
    expect(activeTradersChart(reply(many), 'trades', t).categories).toHaveLength(CHART_BARS);
  });
  it('says the import instant in UTC', () => {
    expect(formatAsOf('2026-11-24T16:05:09.000Z')).toBe('24/11/2026 16:05 UTC');
  });
  it('reads the top N and ranking from the URL, malformed ones as defaults', () => {
    expect(readRanking(new URLSearchParams('top=10&sort=pnl'))).toEqual({ top: 10, sort: 'pnl' });
    expect(readRanking(new URLSearchParams('top=-3&sort=x'))).toEqual({ top: 50, sort: 'volume' });
  });
});
