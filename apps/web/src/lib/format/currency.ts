import { CURRENCIES as CURRENCY_ENTRIES } from '@crm/contracts/currencies';
/** A true minus sign (U+2212), as money out is shown everywhere, never a hyphen. */
export const MINUS = '\u2212';

/**
 * Symbols the fonts a console may meet cannot draw: the Bitcoin sign (U+20BF, Unicode 10) is in none
 * of Debian's Chromium fonts (DejaVu, Liberation: `fc-list ':charset=20bf'` finds nothing), so it
 * would show as an empty box. Those currencies show their code instead, everywhere alike. Ξ and ₮
 * are in DejaVu Sans.
 */
const UNDRAWN_SYMBOLS = new Set(['₿']);

/** Spec point 9: per-currency symbols and digits, from the contracts' currency entries; fiat 2. */
type CurrencyInfo = { symbol: string; digits: number };
export const CURRENCIES: Record<string, CurrencyInfo> = Object.fromEntries(
  CURRENCY_ENTRIES.map((c) => {
    const symbol = UNDRAWN_SYMBOLS.has(c.symbol) ? c.code : c.symbol;
    // A symbol in letters (the provider's token MRD, a code) stands apart from the figure: "MRD 1.5".
    return [c.code, { symbol: /^[A-Z]+$/.test(symbol) ? `${symbol} ` : symbol, digits: c.digits }];
  }),
);

/**
 * Spec point 9: a known currency shows its own symbol and digits (`Ξ0.500000000`, `BTC 0.50000000`); another code goes
 * through the en locale (`JPY 10.00` → `¥10.00`). When that fails (a code Intl does not know) it
 * shows the code, then the amount; non-numeric input, the empty string included, shows NaN
 * (spec point 8).
 */
export function formatCurrency(amount: number | string, currency: string): string {
  const code = currency.toUpperCase();
  const info = CURRENCIES[code];
  const value = typeof amount === 'number' ? amount : amount.trim() === '' ? Number.NaN : Number(amount);
  const digits = info?.digits ?? 2;
  const number = (n: number) =>
    Number.isNaN(n) ? 'NaN' : n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (info) return value < 0 ? `${MINUS}${info.symbol}${number(-value)}` : `${info.symbol}${number(value)}`;
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
      .format(value)
      .replace('-', MINUS);
  } catch {
    return `${code} ${number(value)}`;
  }
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A ledger amount (a decimal string such as "1250.05") with its currency's symbol and digits,
 * exactly: no trip through floating point, so ETH keeps all 9 digits of a large amount. Anything
 * else goes through `formatCurrency`.
 */
export function formatMoney(amount: string, currency: string): string {
  const info = CURRENCIES[currency.toUpperCase()];
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!info || !match) return formatCurrency(amount, currency);
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > info.digits) return formatCurrency(amount, currency);
  const digits = info.digits > 0 ? `.${fraction.padEnd(info.digits, '0').slice(0, info.digits)}` : '';
  return `${sign ? MINUS : ''}${info.symbol}${group(whole.replace(/^0+(?=\d)/, ''))}${digits}`;
}
