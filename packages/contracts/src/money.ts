/**
 * Money in minor units (spec point 9 "Currency digits"): amounts travel as decimal strings or
 * numbers and become integers of the currency's smallest unit before any arithmetic. Pure module:
 * the console imports it by subpath.
 */
import { CURRENCIES } from './currencies.ts';

export const CURRENCY_DIGITS: Readonly<Record<string, number>> = Object.fromEntries(
  CURRENCIES.map((c) => [c.code, c.digits]),
);
const FIAT_DIGITS = 2;

export const digitsOf = (currency: string): number => CURRENCY_DIGITS[currency.toUpperCase()] ?? FIAT_DIGITS;

/**
 * "1250.05" or 1250.05 → 125005 (USD). Refuses more decimals than the currency has, signs,
 * exponents and anything that is not a plain decimal: a money amount is never rounded silently.
 * Returns null for what is not an amount.
 */
export function toMinorUnits(amount: string | number, currency: string): number | null {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount.trim();
  const digits = digitsOf(currency);
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const units = BigInt(match[1] ?? '0') * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return units <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(units) : null;
}

/** 125005 (USD) → "1250.05"; exact for every safe integer. */
export function fromMinorUnits(units: number, currency: string): string {
  const digits = digitsOf(currency);
  const sign = units < 0 ? '-' : '';
  const text = String(Math.abs(units)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
