import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../http/app-error.ts';

export type LeadsFileKind = 'csv' | 'xlsx';

export const unreadable = (message: string) =>
  new AppError('ibLeadsFileUnreadable', message, { details: [{ path: 'file', message }] });

/** XLSX is a ZIP: it starts with `PK\x03\x04` whatever the file is called. */
const isZip = (head: Buffer) => head.length >= 4 && head.readUInt32BE(0) === 0x504b0304;

/** The first chunk of a stream and the same stream again, whole, to read from the start. */
async function peek(stream: AsyncIterable<Buffer>): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = stream[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = first.done ? Buffer.alloc(0) : first.value;
  async function* again() {
    if (head.length > 0) yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, whole: Readable.from(again()) };
}

/** A cell of a spreadsheet as the text a person sees (dates as ISO days, formulas by their result). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if ('result' in v) return cellText(v.result);
    return '';
  }
  return String(value);
}

async function* csvRows(input: Readable): AsyncGenerator<string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' });
  const piping = pipeline(
    input,
    parser.on('error', () => {}),
  );
  try {
    for await (const row of parser) yield (row as unknown[]).map((c) => String(c ?? ''));
  } finally {
    await piping.catch(() => {});
  }
}

async function* xlsxRows(input: Readable): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  // The first worksheet only: an IB's list is one sheet; others (notes, pivots) are not leads.
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = Array.isArray(row.values) ? row.values : [];
      // exceljs rows are 1-based (index 0 is empty) and sparse.
      const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]).trim());
      if (cells.some((c) => c !== '')) yield cells;
    }
    return;
  }
}

/**
 * The rows of an uploaded leads file, streamed as they are read: CSV by papaparse (any delimiter,
 * quotes, BOM), XLSX by exceljs's streaming reader, told apart by content, not by name. A file that
 * is neither (or cut short) is `ibLeadsFileUnreadable`.
 */
export async function* readLeadsFile(stream: AsyncIterable<Buffer>): AsyncGenerator<string[]> {
  const { head, whole } = await peek(stream);
  if (head.length === 0) throw unreadable('The file is empty');
  const kind: LeadsFileKind = isZip(head) ? 'xlsx' : 'csv';
  if (kind === 'csv' && head.subarray(0, 4096).includes(0)) throw unreadable('The file is neither CSV nor XLSX');
  try {
    yield* kind === 'xlsx' ? xlsxRows(whole) : csvRows(whole);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(`The ${kind.toUpperCase()} file cannot be read (${(error as Error).message})`);
  }
}
