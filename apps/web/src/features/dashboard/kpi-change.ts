/**
 * A figure against its previous period: direction and percentage, computed on integers (counts, or
 * USD cents from the server's decimal strings) with BigInt, so no float decides an arrow.
 */
export type KpiChange = {
  direction: 'up' | 'down' | 'flat';
  /** One decimal place, half away from zero ("12.5%"); null when the previous period had nothing. */
  percent: string | null;
};

const USD = /^(-?)(\d+)\.(\d{2})$/;

/** A count, or a USD decimal string ("1250.05"), as an integer (cents for money). */
export function integerOf(value: number | string): bigint {
  if (typeof value === 'number') return BigInt(value);
  const match = USD.exec(value);
  if (!match) throw new Error(`Not a USD amount: ${value}`);
  const [, sign, whole = '0', cents = '00'] = match;
  const n = BigInt(whole) * 100n + BigInt(cents);
  return sign ? -n : n;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

export function changeOf(current: number | string, previous: number | string): KpiChange {
  const now = integerOf(current);
  const before = integerOf(previous);
  const diff = now - before;
  const direction = diff > 0n ? 'up' : diff < 0n ? 'down' : 'flat';
  if (before === 0n) return { direction, percent: diff === 0n ? '0.0%' : null };
  // Tenths of a percent, rounded half away from zero: (2·|diff|·1000 + |before|) / (2·|before|).
  const tenths = (2n * abs(diff) * 1000n + abs(before)) / (2n * abs(before));
  return { direction, percent: `${tenths / 10n}.${tenths % 10n}%` };
}
