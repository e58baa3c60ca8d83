/** How far a streamed export has come. */
export type ExportProgress = {
  bytes: number;
  /** Data rows received so far: known for CSV (its line feeds), not for XLSX (compressed). */
  rows: number | null;
  /** Rows the server said the file holds (`X-Export-Rows`), when it said. */
  totalRows: number | null;
};

const LINE_FEED = 0x0a;

const countLineFeeds = (chunk: Uint8Array) => {
  let n = 0;
  for (const byte of chunk) if (byte === LINE_FEED) n++;
  return n;
};

/**
 * Reads a file reply's body chunk by chunk, reporting progress, into a Blob. Aborting the signal
 * cancels the body, which closes the connection: the server stops walking the list. A quoted
 * cell with a line break counts as one more CSV row: the count is a progress, not a total.
 */
export async function readExport(
  res: Response,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<Blob> {
  const type = res.headers.get('content-type') ?? '';
  const total = Number(res.headers.get('x-export-rows'));
  const totalRows = res.headers.has('x-export-rows') && Number.isFinite(total) ? total : null;
  const isCsv = type.startsWith('text/csv');
  if (!res.body) throw new Error('The export came back empty');
  const reader = res.body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });
  // Cancelled while the reply was on its way: close it at once.
  if (signal.aborted) cancel();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) throw new DOMException('The export was cancelled', 'AbortError');
      if (done) break;
      chunks.push(value);
      bytes += value.length;
      if (isCsv) lines += countLineFeeds(value);
      // The first line is the header; the rows are the lines after it.
      const rows = isCsv ? Math.max(0, lines - 1) : null;
      onProgress({ bytes, rows: rows === null || totalRows === null ? rows : Math.min(rows, totalRows), totalRows });
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  return new Blob(chunks as BlobPart[], { type });
}
