import { PassThrough, Readable } from 'node:stream';
import { CLIENT_FIELDS, hasAnyPermission, type TClient, type TClientListQuery } from '@crm/contracts';
import { stringify } from 'csv-stringify';
import { and, asc, gt, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { type Download, exportCell } from '../../http/download.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { CLIENT_FIELDS_READ } from './client-reply.ts';
import { clientListWhere } from './list-clients.ts';

export type ExportFormat = 'csv' | 'xlsx';
const BATCH = 2000;

type ClientRow = typeof clients.$inferSelect;

/**
 * Every matching client, in readable-id order, a batch at a time (keyset paging: flat memory).
 * Only the columns the export writes are read: decoding and mapping the others was most of an
 * export's time (see docs/PERFORMANCE.md).
 */
async function* matchingRows(db: Db, where: SQL | undefined, fields: readonly (keyof TClient)[]) {
  const columns = new Set<keyof ClientRow>(['readableId', ...fields.map((f) => CLIENT_FIELDS_READ[f].column)]);
  const selection = Object.fromEntries([...columns].map((c) => [c, clients[c]])) as Record<
    keyof ClientRow,
    (typeof clients)[keyof ClientRow]
  >;
  let after = 0;
  for (;;) {
    // Each field reads only its own column, so a row holding just the selected ones reads correctly.
    const rows = (await db
      .select(selection)
      .from(clients)
      .where(and(where, gt(clients.readableId, after)))
      .orderBy(asc(clients.readableId))
      .limit(BATCH)) as unknown as ClientRow[];
    for (const row of rows) yield fields.map((f) => exportCell(CLIENT_FIELDS_READ[f].read(row)));
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.readableId;
  }
}

function xlsxStream(rows: AsyncIterable<(string | number | boolean | null)[]>, fields: readonly string[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Clients');
  sheet.columns = fields.map((f) => ({ header: f, key: f }));
  (async () => {
    for await (const values of rows) sheet.addRow(values).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * Exports what a clients list shows: every matching row (not one page), only the chosen columns
 * (all when none are chosen), streamed. The export is on the audit log before its first byte.
 */
export async function exportClients(
  deps: Deps,
  ctx: RequestContext,
  query: TClientListQuery,
  format: ExportFormat,
): Promise<Download> {
  if (!hasAnyPermission(ctx.auth.staff, ['utils.export']) || !hasAnyPermission(ctx.auth.staff, ['users.get_users'])) {
    throw new AppError('forbidden', 'Exporting clients needs utils.export and users.get_users');
  }
  const where = clientListWhere(ctx, query);
  const chosen = query.fields ? query.fields.split(',').map((f) => f.trim()) : [];
  const fields = (chosen.length > 0 ? chosen : CLIENT_FIELDS) as (keyof TClient)[];

  await deps.db.transaction((tx) =>
    appendAudit(tx, auditContextOf(ctx), {
      action: 'client.export',
      entityType: 'client',
      after: { format, view: query.view, filters: query.filters ?? null, search: query.search ?? null, fields },
    }),
  );

  const rows = matchingRows(deps.db, where, fields);
  const date = new Date().toISOString().slice(0, 10);
  const filename = `clients-${ctx.auth.brand}-${query.view}-${date}.${format}`;
  if (format === 'xlsx') {
    return {
      filename,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: xlsxStream(rows, fields),
    };
  }
  return {
    filename,
    contentType: 'text/csv; charset=utf-8',
    body: Readable.from(rows).pipe(stringify({ header: true, columns: [...fields] })),
  };
}
