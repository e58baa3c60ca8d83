/** What a cell of an exported file holds. */
export type Cell = string | number | boolean | null;

/** Characters a spreadsheet reads as the start of a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number ("-12.50") starts with `-` but is no formula: it stays a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A text a spreadsheet would run as a formula gets a leading `'`, so a file never carries a
 * formula that calls out (`=HYPERLINK(…)`) or runs something, in CSV and XLSX alike: XLSX keeps it
 * as text, but editing the cell in Excel would turn it back into a formula.
 */
export const neutralize = (text: string): string =>
  FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;

/** A value as a cell: numbers and booleans as they are, dates as ISO text, objects as JSON, text neutralised. */
export function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  return neutralize(typeof value === 'string' ? value : JSON.stringify(value));
}
