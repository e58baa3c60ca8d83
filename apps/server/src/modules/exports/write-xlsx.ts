import { PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell } from './export-cell.ts';

/** Resolves once the reply has taken what was queued for it, or has gone away. */
function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * XLSX through exceljs's streaming WorkbookWriter: each row is committed (and freed) as it is
 * written, plain cells without styles or shared strings. The writer has no backpressure of its
 * own, so after each page it waits until the reply has taken the bytes: memory stays at about a
 * page whatever the file's length or the client's speed.
 */
export function xlsxStream(sheetName: string, headers: readonly string[], pages: AsyncIterable<Cell[][]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  async function write() {
    sheet.addRow([...headers]).commit();
    for await (const page of pages) {
      // The reply went away: leaving the loop closes the walk over the list.
      if (out.destroyed) return;
      for (const cells of page) sheet.addRow(cells).commit();
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
