import { digitsOf, instrumentBySymbol, type TInstrument, type TInstrumentKind } from '@crm/contracts';

/**
 * Exact trading arithmetic. Prices are integers of 10^-digits of their instrument, volumes are
 * hundredths of a lot, money is the account currency's minor units. Every figure is computed as
 * a BigInt fraction and rounded once, half away from zero, to minor units: no binary floating
 * point ever touches money.
 */

/** Current price per instrument id, in the instrument's integer points. */
export type Prices = ReadonlyMap<number, number>;
type Ratio = { n: bigint; d: bigint };

const pow10 = (digits: number) => 10n ** BigInt(digits);

/** "1.16500" with 5 digits → 116500. Refuses more decimals than the instrument has. */
export function priceUnits(price: string, digits: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(price.trim());
  const fraction = match?.[2] ?? '';
  if (!match || fraction.length > digits) throw new Error(`Not a price with ${digits} digits: ${price}`);
  return Number(BigInt(match[1] ?? '0') * pow10(digits) + BigInt(fraction.padEnd(digits, '0') || '0'));
}

/** An integer of 10^-digits as a decimal string: (116500, 5) → "1.16500", (-5, 2) → "-0.05". */
export function decimalString(units: number, digits: number): string {
  const sign = units < 0 ? '-' : '';
  const text = String(Math.abs(units)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** n / d rounded half away from zero (d > 0). */
function rounded({ n, d }: Ratio): number {
  const q = n / d;
  const r = n % d;
  const away = 2n * (r < 0n ? -r : r) >= d ? (n < 0n ? -1n : 1n) : 0n;
  return Number(q + away);
}

/** Stablecoins settle one to one with the dollar. */
const USD_LIKE = new Set(['USD', 'USDT', 'USDC']);

/** One unit of `currency` in USD, through the feed's USD pair (XXXUSD, or the inverse of USDXXX). */
function usdValueOf(currency: string, prices: Prices): Ratio {
  if (USD_LIKE.has(currency)) return { n: 1n, d: 1n };
  const price = (i: TInstrument) => BigInt(prices.get(i.id) ?? priceUnits(i.basePrice, i.digits));
  const direct = instrumentBySymbol(`${currency}USD`);
  if (direct) return { n: price(direct), d: pow10(direct.digits) };
  const inverse = instrumentBySymbol(`USD${currency}`);
  if (inverse) return { n: pow10(inverse.digits), d: price(inverse) };
  throw new Error(`No USD rate for ${currency}`);
}

/**
 * `amount` (a fraction of whole units of `from`) in minor units of `to`, at the feed's current
 * rates, rounded once.
 */
export function convertMoney(amount: Ratio, from: string, to: string, prices: Prices): number {
  const scale = pow10(digitsOf(to));
  if (from === to) return rounded({ n: amount.n * scale, d: amount.d });
  const fromUsd = usdValueOf(from, prices);
  const toUsd = usdValueOf(to, prices);
  return rounded({ n: amount.n * fromUsd.n * toUsd.d * scale, d: amount.d * fromUsd.d * toUsd.n });
}

export type PricedPosition = { instrument: TInstrument; side: 'buy' | 'sell'; volume: number; openPrice: number };

/** Profit of a position at `price`: (price − open) × lots × contract size, in the account currency. */
export function positionProfit(p: PricedPosition, price: number, currency: string, prices: Prices): number {
  const sign = p.side === 'buy' ? 1n : -1n;
  const amount = {
    n: sign * BigInt(price - p.openPrice) * BigInt(p.volume) * BigInt(p.instrument.contractSize),
    d: pow10(p.instrument.digits) * 100n,
  };
  return convertMoney(amount, p.instrument.quoteCurrency, currency, prices);
}

/** Margin a position ties up: its notional at `price` over the account's leverage. */
export function positionMargin(
  p: Omit<PricedPosition, 'side' | 'openPrice'>,
  price: number,
  currency: string,
  leverage: number,
  prices: Prices,
): number {
  const amount = {
    n: BigInt(price) * BigInt(p.volume) * BigInt(p.instrument.contractSize),
    d: pow10(p.instrument.digits) * 100n * BigInt(leverage),
  };
  return convertMoney(amount, p.instrument.quoteCurrency, currency, prices);
}

/** Round-turn commission per lot in US cents, and swap per lot per night (a cost, so charged as negative). */
const COMMISSION_PER_LOT_USD_CENTS: Record<TInstrumentKind, number> = {
  forex: 700,
  metal: 700,
  energy: 0,
  crypto: 0,
  index: 0,
};
const SWAP_PER_LOT_NIGHT_USD_CENTS: Record<TInstrumentKind, number> = {
  forex: 600,
  metal: 1500,
  energy: 1000,
  crypto: 2000,
  index: 500,
};

/** A cost per lot in US cents, for `volume` (hundredths of a lot) `times` over, as a charge (≤ 0). */
function perLotInUsd(centsPerLot: number, volume: number, times: number, currency: string, prices: Prices) {
  const cost = convertMoney(
    { n: BigInt(centsPerLot) * BigInt(volume) * BigInt(times), d: 100n * 100n },
    'USD',
    currency,
    prices,
  );
  return cost === 0 ? 0 : -cost;
}

/** Commission of a position (≤ 0), charged when it closes. */
export const positionCommission = (p: Omit<PricedPosition, 'side' | 'openPrice'>, currency: string, prices: Prices) =>
  perLotInUsd(COMMISSION_PER_LOT_USD_CENTS[p.instrument.kind], p.volume, 1, currency, prices);

const DAY_MS = 86_400_000;

/** Swap accrued (≤ 0) from `openTime` to `at`: one charge per night held. */
export function positionSwap(
  p: Omit<PricedPosition, 'side' | 'openPrice'>,
  openTime: Date,
  at: Date,
  currency: string,
  prices: Prices,
): number {
  const nights = Math.max(0, Math.floor((at.getTime() - openTime.getTime()) / DAY_MS));
  return nights === 0
    ? 0
    : perLotInUsd(SWAP_PER_LOT_NIGHT_USD_CENTS[p.instrument.kind], p.volume, nights, currency, prices);
}
