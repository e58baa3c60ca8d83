/**
 * A report's view as CSV, written in the browser from the reply's rows (a report has no export
 * endpoint: its rows are few and already here). The rules are the server's CSV writer's
 * (apps/server/src/modules/exports): RFC 4180 quoting, and text a spreadsheet would run as a
 * formula gets a leading `'` (OWASP "CSV Injection"); a plain decimal ("-12.50") stays a number.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

const neutralize = (text: string): string => (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text);

const cellText = (cell: CsvCell): string => {
  const text = cell === null ? '' : neutralize(String(cell));
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The header and the rows, CRLF line ends (RFC 4180). */
export function reportCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(cellText).join(',')).join('\r\n')}\r\n`;
}
