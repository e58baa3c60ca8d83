/**
 * A report's rate (a decimal fraction string with RATE_PLACES places, "0.2500") as a percentage
 * ("25.00%"), by moving the decimal point in the text: never through a float. Null (nothing to
 * divide by) is a dash.
 */
export function formatRate(rate: string | null): string {
  if (rate === null) return '—';
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!match) return rate;
  const [, sign = '', whole = '', given = ''] = match;
  const fraction = given.padEnd(2, '0');
  // The rate in units of its last place; as a percentage the point sits two places further right.
  const units = BigInt(`${whole}${fraction}`).toString();
  const places = fraction.length - 2;
  if (places === 0) return `${sign}${units}%`;
  const padded = units.padStart(places + 1, '0');
  return `${sign}${padded.slice(0, -places)}.${padded.slice(-places)}%`;
}
