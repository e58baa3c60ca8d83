import { describe, expect, it } from 'vitest';
import { amountOf, decimalOf, divideHalfEven, rateOf } from './figures.ts';

describe('report figures', () => {
  it('writes minor units as decimals without floats, any sign and digits', () => {
    expect(decimalOf(125005n, 2)).toBe('1250.05');
    expect(decimalOf(-5n, 2)).toBe('-0.05');
    expect(decimalOf(0n, 2)).toBe('0.00');
    expect(amountOf(1_234_567n, 'BTC')).toBe('0.01234567');
    expect(amountOf(9_007_199_254_740_993_123n, 'ETH')).toBe('9007199254.740993123');
  });

  it('rounds rates half to even and has none when nothing was decided', () => {
    expect(divideHalfEven(5n, 2n)).toBe(2n);
    expect(divideHalfEven(7n, 2n)).toBe(4n);
    expect(rateOf(5n, 6n)).toBe('0.8333');
    expect(rateOf(1n, 1n)).toBe('1.0000');
    expect(rateOf(0n, 0n)).toBeNull();
  });
});
