import type { TIbLeadImport, TIbLeadImportStatus, TIbLeadMapping } from '@crm/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ibLeadImports } from '../../db/schema-ib-leads.ts';
import { notFound } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { countRows } from './staged-rows.ts';
import { touchedClients } from './touched-clients.ts';

export type ImportRow = typeof ibLeadImports.$inferSelect;

/** An import of the caller's brand (else 404, as if it did not exist); `lock` for a change. */
export async function loadImport(db: Executor, ctx: RequestContext, id: string, lock = false): Promise<ImportRow> {
  const query = db
    .select()
    .from(ibLeadImports)
    .where(and(eq(ibLeadImports.id, id), eq(ibLeadImports.brandId, ctx.auth.brand)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('IB leads import');
  return row;
}

/** The reply: the import, its rows per status, its progress, and whether undo would be accepted now. */
export async function toImportReply(db: Executor, row: ImportRow): Promise<TIbLeadImport> {
  const counts = await countRows(db, row.id);
  const undoable = row.status === 'imported' ? (await touchedClients(db, row.id, 1)).length === 0 : null;
  return {
    _id: row.id,
    ib_name: row.ibName,
    file_name: row.fileName,
    headers: row.headers,
    mapping: row.mapping as TIbLeadMapping,
    status: row.status as TIbLeadImportStatus,
    total_rows: row.totalRows,
    counts,
    processed: counts.created + counts.skipped,
    uploaded_by: row.uploadedBy,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    undone_at: row.undoneAt?.toISOString() ?? null,
    undo_reason: row.undoReason,
    undoable,
  };
}
