import { describe, expect, it } from 'vitest';
import { buildChartOption, tooltipContent } from './chart-option.ts';
import type { ChartPalette } from './chart-palette.ts';
import type { ChartSeries } from './chart-types.ts';

const PALETTE: ChartPalette = {
  accent: '#2dd4bf',
  success: '#4ade80',
  warning: '#fbbf24',
  danger: '#f87171',
  muted: '#9aa6b8',
  text: '#e5e7eb',
  surface: '#111a2b',
  raised: '#1a2538',
  border: '#263349',
  font: 'system-ui',
};
const SERIES: ChartSeries[] = [
  {
    id: 'dep',
    label: 'Deposits',
    tone: 'success',
    values: [
      { value: '1250.05', text: '$1,250.05' },
      { value: null, text: '—' },
    ],
  },
  {
    id: 'wd',
    label: 'W<b>',
    values: [
      { value: '0.10', text: '$0.10' },
      { value: 'x', text: 'NaN' },
    ],
  },
];

describe('chart option', () => {
  it('draws decimal strings as numbers, gaps as null, in theme colours', () => {
    const option = buildChartOption({ categories: ['a', 'b'], series: SERIES, summary: 's', stacked: true }, PALETTE);
    const series = option.series as { data: unknown[]; color: string; stack?: string }[];
    expect(series[0]?.data).toEqual([1250.05, null]);
    expect(series[1]?.data).toEqual([0.1, null]);
    expect(series[0]?.color).toBe('#4ade80');
    // Without a tone the second series takes the second colour of the order.
    expect(series[1]?.color).toBe('#4ade80');
    expect(series[0]?.stack).toBe('total');
  });

  it('puts categories on the side for a ranked chart, first on top', () => {
    const option = buildChartOption(
      { layout: 'ranked', categories: ['Cyprus'], series: SERIES, summary: 's' },
      PALETTE,
    );
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true, data: ['Cyprus'] });
    expect(option.xAxis).toMatchObject({ type: 'value' });
  });

  it('shows the exact strings in the tooltip, as text', () => {
    const tip = tooltipContent({ categories: ['24/11/2026'], series: SERIES }, [
      { seriesIndex: 0, dataIndex: 0, color: '#4ade80' },
      { seriesIndex: 1, dataIndex: 0 },
    ]);
    expect(tip.querySelector('.report-tip-head')?.textContent).toBe('24/11/2026');
    const rows = [...tip.querySelectorAll('.report-tip-row')].map((r) => r.textContent);
    expect(rows).toEqual(['Deposits$1,250.05', 'W<b>$0.10']);
    expect(tip.querySelector('b')?.children.length).toBe(0);
    expect((tip.querySelector('.report-tip-marker') as HTMLElement).style.backgroundColor).toBeTruthy();
  });
});

describe('axis labels', () => {
  it('puts a week label’s date and a month label’s year on a second line', () => {
    const option = buildChartOption({ categories: ['Week of 23/11/2026'], series: SERIES, summary: 's' }, PALETTE);
    const axis = option.xAxis as { axisLabel: { formatter: (label: string) => string } };
    expect(axis.axisLabel.formatter('Week of 23/11/2026')).toBe('Week of\n23/11/2026');
    expect(axis.axisLabel.formatter('24/11/2026')).toBe('24/11/2026');
    expect(axis.axisLabel.formatter('Dec 2025')).toBe('Dec\n2025');
  });
});

describe('chart option, second axis', () => {
  it('draws a secondary series against a right-hand axis of its own', () => {
    const option = buildChartOption(
      {
        categories: ['a'],
        summary: 's',
        series: [
          { id: 'usd', label: 'USD', values: [{ value: '10.00', text: '$10.00' }] },
          { id: 'n', label: 'Count', type: 'line', axis: 'secondary', values: [{ value: 3, text: '3' }] },
        ],
      },
      PALETTE,
    );
    expect(Array.isArray(option.yAxis) && option.yAxis.length).toBe(2);
    const series = option.series as { yAxisIndex?: number }[];
    expect(series.map((s) => s.yAxisIndex)).toEqual([0, 1]);
  });
});
