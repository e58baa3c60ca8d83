import { describe, expect, it } from 'vitest';
import { usdCentsOf } from './usd-cents.ts';

describe('usdCentsOf', () => {
  it('rounds half to even', () => {
    // 1.25 USD at 0.1 → 12.5 cents → 12 (even); 13.5 cents → 14.
    expect(usdCentsOf(125n, 'USD', '0.1')).toBe(12n);
    expect(usdCentsOf(1n, 'EUR', '12.5')).toBe(12n);
    expect(usdCentsOf(1n, 'EUR', '13.5')).toBe(14n);
    expect(usdCentsOf(1n, 'EUR', '13.500000000001')).toBe(14n);
  });
  it('scales by the currency digits', () => {
    // 0.5 BTC (50,000,000 satoshi) at 60,000.5 → 30,000.25 USD.
    expect(usdCentsOf(50_000_000n, 'BTC', '60000.500000000000')).toBe(3_000_025n);
    // 1 wei short of a whole ETH-cent is still rounded to the cent.
    expect(usdCentsOf(1_000_000_000n, 'ETH', '3000.123456789012')).toBe(300_012n);
  });
});
