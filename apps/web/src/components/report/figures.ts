/**
 * Figures as the reports show them, from the server's strings: no float ever touches a figure that
 * is shown (a float only draws the chart).
 */

/** A count, grouped by thousands: 12,480. */
export const formatCount = (n: number): string => n.toLocaleString('en');

/**
 * A rate the server sends as a fraction with four places ("0.9125") as a percentage with two
 * ("91.25%"), by moving the decimal point in the text; null (nothing decided) is a dash.
 */
export function formatRate(rate: string | null): string {
  if (rate === null) return '—';
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(rate.trim());
  if (!match) return rate;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = `${whole}${fraction.padEnd(4, '0')}`;
  const cut = digits.length - (fraction.length > 4 ? fraction.length - 2 : 2);
  const integer = digits.slice(0, cut).replace(/^0+(?=\d)/, '') || '0';
  return `${sign}${integer}.${digits.slice(cut)}%`;
}

/** A decimal the server sends as text ("12480.5") grouped by thousands ("12,480.5"), its digits kept. */
export function formatDecimal(value: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  return `${sign ? '\u2212' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}
