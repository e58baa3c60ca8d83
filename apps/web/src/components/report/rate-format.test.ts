import { describe, expect, it } from 'vitest';
import { formatRate } from './rate-format.ts';

describe('formatRate', () => {
  it('moves the point two places without a float', () => {
    expect(formatRate('0.2500')).toBe('25.00%');
    expect(formatRate('1.0000')).toBe('100.00%');
    expect(formatRate('0.0007')).toBe('0.07%');
    expect(formatRate('0.1')).toBe('10%');
    expect(formatRate(null)).toBe('—');
  });
});
