import { PassThrough, Readable } from 'node:stream';
import { CLIENT_FIELDS, hasAnyPermission, type TClient, type TClientListQuery } from '@crm/contracts';
import { stringify } from 'csv-stringify';
import { and, asc, gt, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { toClientReply } from './client-reply.ts';
import { clientListWhere } from './list-clients.ts';

export type ExportFormat = 'csv' | 'xlsx';
const BATCH = 2000;

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) is prefixed with
 * `'`, so an export can never carry a formula that calls out or runs something.
 */
export const neutralize = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const cell = (value: unknown): string | number | boolean | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return neutralize(typeof value === 'string' ? value : JSON.stringify(value));
};

/**
 * Every matching client, in readable-id order, a batch at a time (keyset paging: flat memory).
 * The next batch is already being read while this one is written out, so the database and the
 * encoding overlap instead of taking turns.
 */
async function* matchingRows(db: Db, where: SQL | undefined, fields: readonly (keyof TClient)[]) {
  type Row = typeof clients.$inferSelect;
  const batchAfter = (after: number): Promise<Row[]> =>
    db
      .select()
      .from(clients)
      .where(and(where, gt(clients.readableId, after)))
      .orderBy(asc(clients.readableId))
      .limit(BATCH)
      .execute(); // now, not when awaited: Drizzle's queries are lazy
  let next: Promise<Row[] | null> = batchAfter(0);
  try {
    for (;;) {
      const rows: Row[] | null = await next;
      if (!rows) return;
      const last = rows.at(-1);
      next = last && rows.length === BATCH ? batchAfter(last.readableId) : Promise.resolve(null);
      for (const row of rows) {
        const client = toClientReply(row);
        yield fields.map((f) => cell(client[f]));
      }
    }
  } finally {
    // A download the caller abandoned leaves one read in flight; its outcome no longer matters.
    next.catch(() => undefined);
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
): Promise<{ filename: string; contentType: string; body: Readable }> {
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
