/** Spec point 9: per-currency symbols and digits; fiat 2. */
type CurrencyInfo = { symbol: string; digits: number };
export const CURRENCIES: Record<string, CurrencyInfo> = {
  USD: { symbol: '$', digits: 2 },
  EUR: { symbol: '€', digits: 2 },
  GBP: { symbol: '£', digits: 2 },
  BTC: { symbol: '₿', digits: 8 },
  ETH: { symbol: 'Ξ', digits: 9 },
  USDT: { symbol: '₮', digits: 2 },
};

/**
 * Formats an amount with the currency's digits, through the en locale. When formatting fails
 * (a code Intl does not know, such as USDT) it shows the symbol, or the code, then the amount;
 * non-numeric input shows NaN (spec point 8).
 */
export function formatCurrency(amount: number | string, currency: string): string {
  const code = currency.toUpperCase();
  const info = CURRENCIES[code];
  const value = typeof amount === 'number' ? amount : Number(amount);
  const digits = info?.digits ?? 2;
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    const number = Number.isNaN(value)
      ? 'NaN'
      : value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    return `${info?.symbol ?? code} ${number}`;
  }
}
