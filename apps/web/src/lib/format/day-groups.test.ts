import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay } from './day-groups.ts';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();

describe('grouping by day', () => {
  it('heads each day like "Jan 5, 2024"', () => {
    expect(dayLabel(new Date(2024, 0, 5, 9))).toBe('Jan 5, 2024');
    expect(dayLabel(new Date(2025, 11, 31, 23, 59))).toBe('Dec 31, 2025');
  });

  it('keeps the list order and splits at each change of day', () => {
    const rows = [
      { id: 'a', at: at(2024, 1, 6, 23) },
      { id: 'b', at: at(2024, 1, 6, 0) },
      { id: 'c', at: at(2024, 1, 5, 18) },
      { id: 'd', at: at(2023, 12, 31) },
    ];
    expect(groupByDay(rows, (r) => r.at).map((g) => [g.label, g.items.map((r) => r.id)])).toEqual([
      ['Jan 6, 2024', ['a', 'b']],
      ['Jan 5, 2024', ['c']],
      ['Dec 31, 2023', ['d']],
    ]);
  });

  it('starts a new run when a day comes back (a list sorted by amount), and is empty for no rows', () => {
    const rows = [at(2024, 1, 5), at(2024, 1, 6), at(2024, 1, 5)];
    expect(groupByDay(rows, (r) => r).map((g) => g.label)).toEqual(['Jan 5, 2024', 'Jan 6, 2024', 'Jan 5, 2024']);
    expect(groupByDay([], (r: string) => r)).toEqual([]);
  });
});
