import { describe, expect, it } from 'vitest';
import { wholeMonthsOf } from './report-sql.ts';

describe('wholeMonthsOf', () => {
  it('finds the calendar months a range holds whole', () => {
    expect(wholeMonthsOf('2026-09-01', '2026-11-30')).toEqual({ start: '2026-09-01', end: '2026-12-01' });
    expect(wholeMonthsOf('2026-09-15', '2026-11-10')).toEqual({ start: '2026-10-01', end: '2026-11-01' });
    expect(wholeMonthsOf('2024-02-01', '2024-02-29')).toEqual({ start: '2024-02-01', end: '2024-03-01' });
    expect(wholeMonthsOf('2026-12-01', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });

  it('answers null when no month fits whole', () => {
    expect(wholeMonthsOf('2026-10-02', '2026-10-30')).toBeNull();
    expect(wholeMonthsOf('2026-09-15', '2026-10-30')).toBeNull();
    expect(wholeMonthsOf('2026-02-01', '2026-02-27')).toBeNull();
  });
});
