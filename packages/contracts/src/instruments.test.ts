import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currencies.ts';
import { INSTRUMENT_KINDS, INSTRUMENTS, instrumentBySymbol } from './instruments.ts';

describe('instruments (spec point 3)', () => {
  it('has about 110 instruments with unique ids and symbols', () => {
    expect(INSTRUMENTS.length).toBeGreaterThanOrEqual(100);
    expect(INSTRUMENTS.length).toBeLessThanOrEqual(120);
    expect(new Set(INSTRUMENTS.map((i) => i.id)).size).toBe(INSTRUMENTS.length);
    expect(new Set(INSTRUMENTS.map((i) => i.symbol)).size).toBe(INSTRUMENTS.length);
  });

  it('covers every kind the brokerage offers', () => {
    for (const kind of INSTRUMENT_KINDS)
      expect(
        INSTRUMENTS.some((i) => i.kind === kind),
        kind,
      ).toBe(true);
    for (const symbol of [
      'EURUSD',
      'XAUUSD',
      'XAGUSD',
      'XTIUSD',
      'XBRUSD',
      'BTCUSD',
      'ETHUSD',
      'US30',
      'NAS100',
      'GER40',
    ])
      expect(instrumentBySymbol(symbol), symbol).toBeDefined();
  });

  it('gives every base price exactly its digits, above zero', () => {
    for (const i of INSTRUMENTS) {
      const [, fraction = ''] = i.basePrice.split('.');
      expect(fraction.length, i.symbol).toBe(i.digits);
      expect(Number(i.basePrice), i.symbol).toBeGreaterThan(0);
    }
  });

  it('can convert every quote currency to USD through a USD pair', () => {
    for (const i of INSTRUMENTS) {
      const q = i.quoteCurrency;
      const convertible = q === 'USD' || instrumentBySymbol(`${q}USD`) || instrumentBySymbol(`USD${q}`);
      expect(convertible, `${i.symbol} (${q})`).toBeTruthy();
    }
  });

  it('can convert every account currency to USD (so an account in any of them can trade)', () => {
    for (const { code } of CURRENCIES) {
      const convertible =
        code === 'USD' || code === 'USDT' || instrumentBySymbol(`${code}USD`) || instrumentBySymbol(`USD${code}`);
      expect(convertible, code).toBeTruthy();
    }
  });
});
