import { describe, expect, it } from 'vitest';
import { bucketLabel } from './group-by.ts';
import { formatDay, parseIsoDay, reportingDay, resolvePeriod } from './period.ts';

describe('resolvePeriod', () => {
  it('today and yesterday, across a month and a year start', () => {
    expect(resolvePeriod('today', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(resolvePeriod('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(resolvePeriod('yesterday', '2028-03-01')).toEqual({ from: '2028-02-29', to: '2028-02-29' });
    expect(resolvePeriod('yesterday', '2027-01-01')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  it('this week starts on Monday (ISO), Sunday included', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    expect(resolvePeriod('thisWeek', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(resolvePeriod('thisWeek', '2026-11-24')).toEqual({ from: '2026-11-23', to: '2026-11-24' });
    expect(resolvePeriod('thisWeek', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // A week that began in the year before.
    expect(resolvePeriod('thisWeek', '2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-01' });
  });

  it('last 7 and 30 days end today', () => {
    expect(resolvePeriod('last7Days', '2026-11-24')).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(resolvePeriod('last30Days', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(resolvePeriod('last30Days', '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-03-01' });
  });

  it('this month and last month, month ends and leap years', () => {
    expect(resolvePeriod('thisMonth', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(resolvePeriod('lastMonth', '2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(resolvePeriod('lastMonth', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(resolvePeriod('lastMonth', '2028-03-15')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(resolvePeriod('lastMonth', '2100-03-15')).toEqual({ from: '2100-02-01', to: '2100-02-28' });
    expect(resolvePeriod('lastMonth', '2000-03-15')).toEqual({ from: '2000-02-01', to: '2000-02-29' });
    expect(resolvePeriod('lastMonth', '2027-01-10')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(resolvePeriod('lastMonth', '2026-05-31')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it('this quarter starts in January, April, July or October', () => {
    expect(resolvePeriod('thisQuarter', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(resolvePeriod('thisQuarter', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(resolvePeriod('thisQuarter', '2026-04-01')).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(resolvePeriod('thisQuarter', '2026-08-15')).toEqual({ from: '2026-07-01', to: '2026-08-15' });
    expect(resolvePeriod('thisQuarter', '2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-11-24' });
  });

  it('year to date starts on 1 January', () => {
    expect(resolvePeriod('yearToDate', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-11-24' });
    expect(resolvePeriod('yearToDate', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });

  it('refuses a day that is not one', () => {
    expect(() => resolvePeriod('today', '2026-02-30')).toThrow(RangeError);
    expect(() => resolvePeriod('today', '24/11/2026')).toThrow(RangeError);
  });
});

describe('days', () => {
  it('parses only real calendar days', () => {
    expect(parseIsoDay('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseIsoDay('2026-02-29')).toBeNull();
    expect(parseIsoDay('')).toBeNull();
  });

  it('the reporting day is the time zone’s, not the machine’s', () => {
    const lateUtc = new Date('2026-11-24T23:30:00Z');
    expect(reportingDay('UTC', lateUtc)).toBe('2026-11-24');
    expect(reportingDay('Europe/Nicosia', lateUtc)).toBe('2026-11-25');
    expect(reportingDay('America/New_York', new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
  });

  it('shows days as dd/MM/yyyy and buckets by their first day', () => {
    expect(formatDay('2026-11-24')).toBe('24/11/2026');
    expect(bucketLabel('2026-11-24', 'day')).toBe('24/11/2026');
    expect(bucketLabel('2026-11-23', 'week')).toBe('Week of 23/11/2026');
    expect(bucketLabel('2026-11-01', 'month')).toBe('Nov 2026');
  });
});

describe('parseIsoDay, years below 100', () => {
  it('keeps a year typed digit by digit (0002 on the way to 2020) as that year', () => {
    expect(parseIsoDay('0002-01-01')?.getUTCFullYear()).toBe(2);
    expect(parseIsoDay('0099-02-29')).toBeNull();
  });
});
