import { describe, expect, it } from 'vitest';
import { formatCurrency } from './currency.ts';

describe('currency formatting', () => {
  it('uses each currency’s own symbol and digits', () => {
    expect(formatCurrency(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatCurrency(0.5, 'BTC')).toBe('BTC 0.50000000');
    expect(formatCurrency(1, 'ETH')).toBe('Ξ1.000000000');
    expect(formatCurrency(10, 'USDT')).toBe('₮10.00');
    expect(formatCurrency('2', 'eur')).toBe('€2.00');
    expect(formatCurrency(-5, 'USD')).toBe('\u2212$5.00');
  });

  it('falls back to the en locale, then to the code followed by the amount', () => {
    expect(formatCurrency(10, 'JPY')).toBe('¥10.00');
    expect(formatCurrency(10, 'XYZ1')).toBe('XYZ1 10.00');
  });

  it('shows NaN for non-numeric input, the empty string included', () => {
    expect(formatCurrency('abc', 'USD')).toBe('$NaN');
    expect(formatCurrency('', 'USD')).toBe('$NaN');
    expect(formatCurrency('abc', 'XYZ1')).toBe('XYZ1 NaN');
  });
});
