import { digitsOf } from '@crm/contracts';

/**
 * USD cents of `minor` units of a currency at `rate` USD per major unit (a decimal string, as the
 * database's numeric gives it), rounded half to even: the same rule as the database's `usd_cents`
 * (migration 0019), written again here in exact integer arithmetic so tests can hold one against
 * the other.
 */
export function usdCentsOf(minor: bigint, currency: string, rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = BigInt(fraction.length);
  const scaledRate = BigInt(whole + fraction);
  // minor × rate × 10^(2 − digits) = minor × scaledRate × 10^2 / (10^scale × 10^digits)
  const numerator = minor * scaledRate * 100n;
  const denominator = 10n ** (scale + BigInt(digitsOf(currency)));
  return divideHalfEven(numerator, denominator);
}

function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  const twice = (n % d) * 2n;
  if (twice > d || (twice === d && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}
