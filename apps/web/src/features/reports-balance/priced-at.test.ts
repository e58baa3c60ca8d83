import { describe, expect, it } from 'vitest';
import { formatPricedAt } from './priced-at.ts';

describe('the balance report’s pricing time', () => {
  // Local instants: the page shows the browser's time.
  const at = new Date(2026, 10, 25, 9, 5, 7).toISOString();

  it('is the time to the second on the day it was priced', () => {
    expect(formatPricedAt(at, new Date(2026, 10, 25, 23, 59, 59))).toBe('09:05:07');
  });

  it('carries the day, dd/MM/yyyy, once that day is over', () => {
    expect(formatPricedAt(at, new Date(2026, 10, 26, 0, 0, 1))).toBe('25/11/2026 09:05:07');
  });
});
