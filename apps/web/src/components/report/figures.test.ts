import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatRate } from './figures.ts';

describe('report figures', () => {
  it('shows a fraction rate as a percentage without a float', () => {
    expect(formatRate('0.9125')).toBe('91.25%');
    expect(formatRate('1.0000')).toBe('100.00%');
    expect(formatRate('0.0003')).toBe('0.03%');
    expect(formatRate('0')).toBe('0.00%');
    expect(formatRate(null)).toBe('—');
  });
  it('groups counts by thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });
  it('groups a decimal by thousands, keeping its digits', () => {
    expect(formatDecimal('12480.50')).toBe('12,480.50');
    expect(formatDecimal('-1234')).toBe('\u22121,234');
    expect(formatDecimal('0.01')).toBe('0.01');
  });
});
