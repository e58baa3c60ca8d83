import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './money.ts';

describe('money in minor units', () => {
  it('reads decimal strings and numbers exactly, by the currency’s digits', () => {
    expect(toMinorUnits('1250.05', 'USD')).toBe(125005);
    expect(toMinorUnits(0.1, 'USD')).toBe(10);
    expect(toMinorUnits('0.00000001', 'BTC')).toBe(1);
    expect(toMinorUnits('1', 'ETH')).toBe(1_000_000_000);
  });

  it('refuses what would have to be rounded or is not a plain amount', () => {
    for (const bad of ['1.005', '-5', '1e3', '', 'abc', ' . ', '1.2.3']) expect(toMinorUnits(bad, 'USD')).toBeNull();
    expect(toMinorUnits(Number.NaN, 'USD')).toBeNull();
    expect(toMinorUnits('999999999999999', 'ETH')).toBeNull();
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('USD', 'BTC', 'ETH'),
        (units, c) => {
          expect(toMinorUnits(fromMinorUnits(units, c), c)).toBe(units);
        },
      ),
    );
  });
});
