/**
 * The currencies the brokerage holds (spec point 3 "Currency entry": symbol, name, digits, and a
 * smallest unit for crypto; point 9 digits). MRD is the provider's own token ("Meridian token",
 * named after the default brand's house: the spec gives its digits, 9, not its name). The database
 * holds the same codes and digits (migration 0019 `currencies`, a test keeps them equal) because it
 * converts every amount to USD itself. Pure module: the console imports it by subpath.
 */
export type TCurrencyEntry = {
  code: string;
  symbol: string;
  name: string;
  digits: number;
  kind: 'fiat' | 'crypto';
  /** The name of one unit of the last digit, for crypto (1 BTC = 10^8 satoshi). */
  smallest_unit?: string;
};

export const CURRENCIES = [
  { code: 'USD', symbol: '$', name: 'US dollar', digits: 2, kind: 'fiat' },
  { code: 'EUR', symbol: '€', name: 'Euro', digits: 2, kind: 'fiat' },
  { code: 'GBP', symbol: '£', name: 'Pound sterling', digits: 2, kind: 'fiat' },
  { code: 'BTC', symbol: '₿', name: 'Bitcoin', digits: 8, kind: 'crypto', smallest_unit: 'satoshi' },
  { code: 'ETH', symbol: 'Ξ', name: 'Ether', digits: 9, kind: 'crypto', smallest_unit: 'gwei' },
  { code: 'USDT', symbol: '₮', name: 'Tether USD', digits: 2, kind: 'crypto', smallest_unit: 'cent' },
  { code: 'MRD', symbol: 'MRD', name: 'Meridian token', digits: 9, kind: 'crypto', smallest_unit: 'nano-MRD' },
] as const satisfies readonly TCurrencyEntry[];

export type TCurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as [TCurrencyCode, ...TCurrencyCode[]];

/** The currency every report converts to. */
export const REPORTING_CURRENCY = 'USD';

export const currencyEntryOf = (code: string): TCurrencyEntry | undefined =>
  CURRENCIES.find((c) => c.code === code.toUpperCase());
