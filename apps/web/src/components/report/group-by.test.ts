import { elReports } from '@crm/contracts/locales/el/reports';
import { enReports } from '@crm/contracts/locales/en/reports';
import { GROUP_BYS } from '@crm/contracts/report-periods';
import { describe, expect, it } from 'vitest';
import { interpolate, type TValues } from '../../lib/i18n/english.ts';
import { bucketDays, bucketLabel, bucketStart, bucketStarts } from './group-by.ts';
import { PERIOD_PRESETS } from './period.ts';

describe('report buckets', () => {
  it('starts weeks on Monday and months on the 1st', () => {
    expect(bucketStart('2026-11-29', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-29', 'month')).toBe('2026-11-01');
  });
  it('clips a bucket to the report range', () => {
    const range = { from: '2026-11-25', to: '2026-12-10' };
    expect(bucketDays('2026-11-23', 'week', range)).toEqual({ from: '2026-11-25', to: '2026-11-29' });
    expect(bucketDays('2026-12-01', 'month', range)).toEqual({ from: '2026-12-01', to: '2026-12-10' });
    expect(bucketDays('2026-02-01', 'month', { from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });
  it('lists every bucket of a range', () => {
    expect(bucketStarts('2026-11-28', '2026-12-01', 'day')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(bucketStarts('2026-11-25', '2026-12-08', 'week')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(bucketStarts('2026-11-25', '2027-01-02', 'month')).toEqual(['2026-11-01', '2026-12-01', '2027-01-01']);
  });
  it('labels a bucket en-GB, a week in the words of the t given (English without one)', () => {
    expect(bucketLabel('2026-11-24', 'day')).toBe('24/11/2026');
    expect(bucketLabel('2026-11-23', 'week')).toBe('Week of 23/11/2026');
    expect(bucketLabel('2026-11-01', 'month')).toBe('Nov 2026');
    const greekTexts: Readonly<Record<string, string>> = elReports;
    const greek = (key: string, values?: TValues) => interpolate(greekTexts[key] ?? key, values);
    expect(bucketLabel('2026-11-23', 'week', greek)).toBe('Εβδομάδα 23/11/2026');
  });
  it('has words for every period preset and every grouping', () => {
    const keys: readonly string[] = Object.keys(enReports);
    for (const preset of PERIOD_PRESETS) expect(keys).toContain(`reports.periods.${preset}`);
    for (const groupBy of GROUP_BYS) expect(keys).toContain(`reports.groupBys.${groupBy}`);
  });
});
