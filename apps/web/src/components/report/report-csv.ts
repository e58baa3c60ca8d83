/**
 * A report's export: the view's rows as CSV, written in the browser from the reply the page shows
 * (a report is a few hundred rows at most, all on the page, so no server export is needed). The
 * rules are the server's CSV writer's (modules/exports/export-cell.ts): text a spreadsheet would
 * run as a formula gets a leading `'`, plain decimal numbers stay numbers.
 */

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export const neutralize = (text: string): string =>
  FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;

/** One cell, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  const text = typeof cell === 'number' ? String(cell) : neutralize(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row and the rows, CRLF-separated as RFC 4180 says (spreadsheets read either). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(cellText).join(','))
    .join('\r\n')
    .concat('\r\n');
}
