export type ProfitTone = 'gain' | 'loss' | 'flat';

/**
 * Whether a P/L amount (a decimal string from the server) is a gain, a loss or nothing, read from
 * the text itself: "-0.00" is flat, and no amount goes through floating point on the way.
 */
export function profitTone(amount: string): ProfitTone {
  const match = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/.exec(amount);
  if (!match) return 'flat';
  const [, sign, whole = '', fraction = ''] = match;
  if (/^0*$/.test(whole + fraction)) return 'flat';
  return sign === '-' ? 'loss' : 'gain';
}
