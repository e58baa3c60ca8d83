import type { TIbLeadImport, TIbLeadMapping } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { ibLeadImports } from '../../db/schema-ib-leads.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { checkMapping } from './guess-mapping.ts';
import { type ImportRow, loadImport, toImportReply } from './import-reply.ts';
import { recheckRows } from './recheck-rows.ts';

export const previewClosed = () =>
  new AppError('ibLeadsImportState', 'The import has started: its mapping and rows can no longer change');

/** `PUT …/ibleads/{id}/mapping`: a new column mapping, every row checked again under it. */
export async function setMapping(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  mapping: TIbLeadMapping,
): Promise<TIbLeadImport> {
  const row = await deps.db.transaction(async (tx): Promise<ImportRow> => {
    const current = await loadImport(tx, ctx, id, true);
    if (current.status !== 'previewing') throw previewClosed();
    checkMapping(mapping, current.headers.length);
    const [changed] = await tx.update(ibLeadImports).set({ mapping }).where(eq(ibLeadImports.id, id)).returning();
    if (!changed) throw new Error('import vanished');
    await recheckRows(tx, id, current.brandId, mapping, ctx.auth);
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'ibLeads.mapping',
      entityType: 'ibLeadImport',
      entityId: id,
      before: { mapping: current.mapping },
      after: { mapping },
    });
    return changed;
  });
  return toImportReply(deps.db, row);
}
