import { CURRENCIES, RATE_PLACES } from '@crm/contracts';

/** Integer minor units as a decimal string with `digits` places ("1250.05"), never through a float. */
export function decimalOf(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = 10n ** BigInt(digits);
  const whole = abs / scale;
  const part = digits > 0 ? `.${(abs % scale).toString().padStart(digits, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${part}`;
}

export const usdOf = (cents: bigint): string => decimalOf(cents, 2);

export const amountOf = (minor: bigint, currency: string): string =>
  decimalOf(minor, CURRENCIES.find((c) => c.code === currency)?.digits ?? 2);

/** part / whole with RATE_PLACES places, half-even; null when nothing was decided. */
export function rateOf(part: bigint, whole: bigint, places = RATE_PLACES): string | null {
  if (whole === 0n) return null;
  return decimalOf(divideHalfEven(part * 10n ** BigInt(places), whole), places);
}

/** Integer division rounded half to even (both operands non-negative). */
export function divideHalfEven(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (r * 2n > d || (r * 2n === d && q % 2n === 1n)) return q + 1n;
  return q;
}

export const big = (v: string | number | bigint | null | undefined): bigint => BigInt(v ?? 0);
export const int = (v: bigint): number => Number(v);

/** Adds `row` into `into`, key by key (bigint figures). */
export function addInto<K extends string>(into: Record<K, bigint>, row: Record<K, bigint>): void {
  for (const key of Object.keys(row) as K[]) into[key] += row[key];
}

/** The map's entry for `key`, made by `make` the first time. */
export function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
