import { PassThrough, pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Cell } from './export-cell.ts';

/**
 * CSV (RFC 4180 quoting, by csv-stringify) streamed as the pages arrive: the header, then each row.
 * A failure part-way destroys the reply, so a client sees a broken download, never a short file
 * that looks whole; a client that goes away stops the walk over the list.
 */
export function csvStream(headers: readonly string[], pages: AsyncIterable<Cell[][]>): Readable {
  async function* rows() {
    for await (const page of pages) yield* page;
  }
  const out = new PassThrough();
  pipeline(
    Readable.from(rows()),
    // Booleans as the API writes them; csv-stringify's default would write `1` and an empty cell.
    stringify({ header: true, columns: [...headers], cast: { boolean: (value) => String(value) } }),
    out,
    () => {},
  );
  return out;
}
