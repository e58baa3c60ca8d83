import { describe, expect, it } from 'vitest';
import { formatMoney } from './currency.ts';

describe('ledger amounts by their currency’s digits', () => {
  it('pads to the currency’s digits: BTC 8, ETH 9, USDT 2, fiat 2', () => {
    expect(formatMoney('0.5', 'BTC')).toBe('BTC 0.50000000');
    expect(formatMoney('1', 'ETH')).toBe('Ξ1.000000000');
    expect(formatMoney('10', 'USDT')).toBe('₮10.00');
    expect(formatMoney('1250.05', 'USD')).toBe('$1,250.05');
    expect(formatMoney('7', 'eur')).toBe('€7.00');
    expect(formatMoney('-5.1', 'USD')).toBe('\u2212$5.10');
  });

  it('is exact where floating point is not', () => {
    expect(formatMoney('123456789.123456789', 'ETH')).toBe('Ξ123,456,789.123456789');
    expect(formatMoney('90071992547409.93', 'USD')).toBe('$90,071,992,547,409.93');
  });

  it('falls back to the locale for other currencies and to NaN for what is not an amount', () => {
    expect(formatMoney('10', 'JPY')).toBe('¥10.00');
    expect(formatMoney('abc', 'USD')).toBe('$NaN');
  });
});
