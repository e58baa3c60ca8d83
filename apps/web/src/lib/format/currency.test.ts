import { describe, expect, it } from 'vitest';
import { formatCurrency } from './currency.ts';

describe('currency formatting', () => {
  it('uses each currency’s digits', () => {
    expect(formatCurrency(1234.5, 'USD')).toBe('$1,234.50');
    // Intl puts a no-break space after a currency code.
    expect(formatCurrency(0.5, 'BTC')).toBe('BTC\u00a00.50000000');
    expect(formatCurrency('2', 'eur')).toBe('€2.00');
  });

  it('falls back to the symbol, else the code, followed by the amount', () => {
    expect(formatCurrency(10, 'USDT')).toBe('₮ 10.00');
    expect(formatCurrency(10, 'XYZ1')).toBe('XYZ1 10.00');
  });

  it('shows NaN for non-numeric input', () => {
    expect(formatCurrency('abc', 'USD')).toBe('$NaN');
    expect(formatCurrency('abc', 'USDT')).toBe('₮ NaN');
  });
});
