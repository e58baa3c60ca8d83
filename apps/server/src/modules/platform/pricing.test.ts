import { instrumentBySymbol, type TInstrument } from '@crm/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertMoney,
  decimalString,
  positionCommission,
  positionMargin,
  positionProfit,
  positionSwap,
  priceUnits,
} from './pricing.ts';

const instrument = (symbol: string) => instrumentBySymbol(symbol) as TInstrument;
const EURUSD = instrument('EURUSD');
const USDJPY = instrument('USDJPY');
const XAUUSD = instrument('XAUUSD');
const GER40 = instrument('GER40');
const EURGBP = instrument('EURGBP');
const GBPUSD = instrument('GBPUSD');
/** The feed at round numbers, so expected figures can be worked out by hand. */
const prices = new Map([
  [EURUSD.id, 110000],
  [USDJPY.id, 150000],
  [GBPUSD.id, 125000],
]);

describe('prices as integers', () => {
  it('reads and writes decimal prices exactly', () => {
    expect(priceUnits('1.16500', 5)).toBe(116500);
    expect(priceUnits('4100', 2)).toBe(410000);
    expect(() => priceUnits('1.123456', 5)).toThrow();
    expect(decimalString(116500, 5)).toBe('1.16500');
    expect(decimalString(-5, 2)).toBe('-0.05');
    expect(decimalString(625000, 0)).toBe('625000');
  });

  it('round-trips every price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 8 }), (units, digits) => {
        expect(priceUnits(decimalString(units, digits), digits)).toBe(units);
      }),
    );
  });
});

describe('profit, margin, swap and commission in the account currency', () => {
  it('makes 10 USD on one lot of EURUSD moving 10 points (0.00010), and loses it selling', () => {
    const buy = { instrument: EURUSD, side: 'buy' as const, volume: 100, openPrice: 110000 };
    expect(positionProfit(buy, 110010, 'USD', prices)).toBe(1000);
    expect(positionProfit({ ...buy, side: 'sell' }, 110010, 'USD', prices)).toBe(-1000);
  });

  it('converts a JPY profit to USD at the feed’s USDJPY, rounding once', () => {
    // 0.01 lot of USDJPY up 1.000 yen: 1,000 × 1 = 1,000 JPY = 6.666… USD → 6.67
    const p = { instrument: USDJPY, side: 'buy' as const, volume: 1, openPrice: 150000 };
    expect(positionProfit(p, 151000, 'USD', prices)).toBe(667);
    expect(positionProfit({ ...p, side: 'sell' }, 151000, 'USD', prices)).toBe(-667);
  });

  it('converts through USD when neither side is USD (EURGBP profit for a EUR account)', () => {
    // 1 lot EURGBP up 0.00100: 100 GBP = 125 USD = 113.636… EUR → 113.64
    const p = { instrument: EURGBP, side: 'buy' as const, volume: 100, openPrice: 87000 };
    expect(positionProfit(p, 87100, 'EUR', prices)).toBe(11364);
  });

  it('prices gold and an index in their own units', () => {
    // 0.10 lot of gold (10 oz) up 12.34 USD → 123.40 USD
    expect(
      positionProfit({ instrument: XAUUSD, side: 'buy', volume: 10, openPrice: 410000 }, 411234, 'USD', prices),
    ).toBe(12340);
    // 1 lot GER40 down 50 points, sold: +50 EUR = 55 USD
    expect(
      positionProfit({ instrument: GER40, side: 'sell', volume: 100, openPrice: 241000 }, 240500, 'USD', prices),
    ).toBe(5500);
  });

  it('ties up notional over leverage as margin', () => {
    // 1 lot EURUSD at 1.10000 = 110,000 USD; at 1:100 → 1,100.00 USD
    expect(positionMargin({ instrument: EURUSD, volume: 100 }, 110000, 'USD', 100, prices)).toBe(110000);
    // 0.5 lot USDJPY: 50,000 USD notional, in yen 7,500,000 → back to USD 50,000 → 1:500 = 100.00
    expect(positionMargin({ instrument: USDJPY, volume: 50 }, 150000, 'USD', 500, prices)).toBe(10000);
  });

  it('prices an MRD account (the provider token, 9 digits) through the feed’s MRDUSD', () => {
    const MRDUSD = instrument('MRDUSD');
    const feed = new Map([...prices, [MRDUSD.id, 25000]]); // 0.25000 USD per MRD
    // 1 lot EURUSD at 1.10000 at 1:100 ties up 1,100.00 USD = 4,400 MRD, in nano-MRD.
    expect(positionMargin({ instrument: EURUSD, volume: 100 }, 110000, 'MRD', 100, feed)).toBe(4_400_000_000_000);
    // 10 USD of profit = 40 MRD.
    expect(
      positionProfit({ instrument: EURUSD, side: 'buy', volume: 100, openPrice: 110000 }, 110010, 'MRD', feed),
    ).toBe(40_000_000_000);
  });

  it('charges commission on forex and metals, swap per night held', () => {
    expect(positionCommission({ instrument: EURUSD, volume: 150 }, 'USD', prices)).toBe(-1050);
    expect(positionCommission({ instrument: GER40, volume: 100 }, 'USD', prices)).toBe(0);
    const opened = new Date('2026-01-01T10:00:00Z');
    expect(
      positionSwap({ instrument: EURUSD, volume: 100 }, opened, new Date('2026-01-01T23:00:00Z'), 'USD', prices),
    ).toBe(0);
    expect(
      positionSwap({ instrument: EURUSD, volume: 100 }, opened, new Date('2026-01-04T11:00:00Z'), 'USD', prices),
    ).toBe(-1800);
  });

  it('is antisymmetric: a buy and a sell of the same move sum to zero in any currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 50_000, max: 200_000 }),
        fc.integer({ min: -5_000, max: 5_000 }),
        fc.constantFrom('USD', 'EUR', 'GBP', 'JPY'),
        (volume, open, move, currency) => {
          const p = { instrument: EURGBP, volume, openPrice: open };
          const buy = positionProfit({ ...p, side: 'buy' }, open + move, currency, prices);
          const sell = positionProfit({ ...p, side: 'sell' }, open + move, currency, prices);
          expect(buy + sell).toBe(0);
        },
      ),
    );
  });

  it('converts between currencies through USD', () => {
    expect(convertMoney({ n: 110n, d: 1n }, 'USD', 'EUR', prices)).toBe(10000);
    expect(convertMoney({ n: 1n, d: 1n }, 'USD', 'BTC', prices)).toBe(Math.round(1e8 / 98000));
  });
});
