import { act } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { readReportFilters, writeReportFilters } from './report-filters.ts';
import { useReportFilters } from './use-report-filters.ts';

const TODAY = '2026-11-24';
const read = (qs: string) => readReportFilters(new URLSearchParams(qs), TODAY);

/** What a probe saw, once it has rendered. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The probe did not render');
  return value;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('report filters in the URL', () => {
  it('defaults to the last 30 days by day, every country, no select', () => {
    expect(read('')).toEqual({
      period: 'last30Days',
      from: '2026-10-26',
      to: '2026-11-24',
      groupBy: 'day',
      countries: [],
      agent: null,
      platform: null,
      currency: null,
      utmSource: null,
    });
  });

  it('keeps a UTM source, "(none)" included, and drops it when cleared', () => {
    expect(read('utmSource=google').utmSource).toBe('google');
    const none = writeReportFilters(new URLSearchParams(), { utmSource: '(none)' });
    expect(none.get('utmSource')).toBe('(none)');
    expect(read(none.toString()).utmSource).toBe('(none)');
    expect(writeReportFilters(none, { utmSource: null }).has('utmSource')).toBe(false);
  });

  it('reads a preset, a custom period, the selects; drops what is malformed', () => {
    expect(read('period=lastMonth&groupBy=week')).toMatchObject({
      period: 'lastMonth',
      from: '2026-10-01',
      to: '2026-10-31',
      groupBy: 'week',
    });
    expect(read('period=custom&fromDate=2026-01-05&toDate=2026-02-01')).toMatchObject({
      period: 'custom',
      from: '2026-01-05',
      to: '2026-02-01',
    });
    // Days without a preset named are a custom period; a day that is not one is dropped.
    expect(read('fromDate=2026-01-05&toDate=2026-02-30')).toMatchObject({
      period: 'custom',
      from: '2026-01-05',
      to: null,
    });
    expect(read('country=cy,gr&agent=12&platform=mt5&currency=EUR')).toMatchObject({
      countries: ['cy', 'gr'],
      agent: '12',
      platform: 'mt5',
      currency: 'EUR',
    });
    expect(read('period=soon&groupBy=hour&platform=mt6')).toMatchObject({
      period: 'last30Days',
      groupBy: 'day',
      platform: null,
    });
  });

  it('writes changes and leaves defaults out; a preset drops custom days', () => {
    const custom = writeReportFilters(new URLSearchParams('x=1'), { from: '2026-11-01', to: '2026-11-10' });
    expect(custom.toString()).toBe('x=1&period=custom&fromDate=2026-11-01&toDate=2026-11-10');
    const preset = writeReportFilters(custom, { period: 'thisQuarter' });
    expect(preset.toString()).toBe('x=1&period=thisQuarter');
    expect(writeReportFilters(preset, { period: 'last30Days', groupBy: 'day' }).toString()).toBe('x=1');
    expect(writeReportFilters(preset, { countries: ['cy', 'de'], platform: 'ctrader' }).toString()).toBe(
      'x=1&period=thisQuarter&country=cy%2Cde&platform=ctrader',
    );
    expect(
      writeReportFilters(new URLSearchParams('country=cy&agent=3'), { countries: [], agent: null }).toString(),
    ).toBe('');
  });
});

describe('useReportFilters', () => {
  it('round-trips through the URL: a change is in the location, and that location reads back the same view', async () => {
    const seen: { api?: ReturnType<typeof useReportFilters>; reopened?: ReturnType<typeof useReportFilters> } = {};
    let search = '';
    function Probe() {
      seen.api = useReportFilters({ today: TODAY });
      search = useLocation().search;
      return null;
    }
    await render(
      <MemoryRouter initialEntries={['/reports/finances?period=thisWeek&country=cy']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(must(seen.api).filters).toMatchObject({
      period: 'thisWeek',
      from: '2026-11-23',
      to: '2026-11-24',
      countries: ['cy'],
    });

    await act(async () => must(seen.api).set({ groupBy: 'month', platform: 'mt4' }));
    await act(async () => must(seen.api).set({ period: 'custom', from: '2026-11-23', to: '2026-11-24' }));
    await act(async () => must(seen.api).set({ to: '2026-11-30' }));
    const view = must(seen.api).filters;
    expect(view).toMatchObject({
      period: 'custom',
      from: '2026-11-23',
      to: '2026-11-30',
      groupBy: 'month',
      countries: ['cy'],
      platform: 'mt4',
    });
    expect(search).toBe('?period=custom&country=cy&groupBy=month&platform=mt4&fromDate=2026-11-23&toDate=2026-11-30');

    // A link with that search opens the same view.
    function Reopen() {
      seen.reopened = useReportFilters({ today: '2027-01-15' });
      return null;
    }
    await render(
      <MemoryRouter initialEntries={[`/reports/finances${search}`]}>
        <Reopen />
      </MemoryRouter>,
    );
    expect(must(seen.reopened).filters).toEqual(view);
  });
});
