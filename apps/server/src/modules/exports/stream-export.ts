import { hasAnyPermission, type TExportFormat, type TPermission } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Download } from '../../http/download.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { type Cell, cellOf } from './export-cell.ts';
import { type ExportSource, keysetPages } from './export-source.ts';
import { csvStream } from './write-csv.ts';
import { xlsxStream } from './write-xlsx.ts';

const CONTENT_TYPES: Record<TExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** An export needs each of these permissions (a list's own view permission is its route's). */
export function assertMayExport(ctx: RequestContext, needs: readonly TPermission[], what: string): void {
  if (needs.every((p) => hasAnyPermission(ctx.auth.staff, [p]))) return;
  throw new AppError('forbidden', `Exporting ${what} needs ${needs.join(' and ')}`);
}

/** The source's pages as rows of cells, in the view's column order. */
async function* cellPages<Row>(source: ExportSource<Row>, pageSize: number): AsyncGenerator<Cell[][]> {
  for await (const rows of keysetPages(source, pageSize)) {
    yield rows.map((row) => source.columns.map((c) => cellOf(c.value(row))));
  }
}

/**
 * Every list's export: one audit record (who, which list, its filters and sort, the columns, how
 * many rows matched) on the log before the first byte, then the rows streamed as CSV or XLSX a
 * keyset page at a time. The source was built first, so a filter the list refuses (400) leaves no
 * record.
 */
export async function streamExport<Row>(
  deps: Deps,
  ctx: RequestContext,
  source: ExportSource<Row>,
  format: TExportFormat,
): Promise<Download> {
  const rows = await source.count();
  const columns = source.columns.map((c) => c.key);
  await deps.db.transaction((tx) =>
    appendAudit(tx, auditContextOf(ctx), {
      action: `${source.entityType}.export`,
      entityType: source.entityType,
      after: { format, ...source.view, columns, rows },
    }),
  );
  const pages = cellPages(source, deps.config.exportPageSize);
  const headers = source.columns.map((c) => c.header);
  return {
    filename: `${source.filename}.${format}`,
    contentType: CONTENT_TYPES[format],
    rows,
    body: format === 'xlsx' ? xlsxStream(source.sheet, headers, pages) : csvStream(headers, pages),
  };
}
