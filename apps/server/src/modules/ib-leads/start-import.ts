import type { TIbLeadImport } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { type ImportRow, loadImport, toImportReply } from './import-reply.ts';
import type { LeadImportRunner } from './lead-import-runner.ts';

/**
 * `POST …/ibleads/{id}/import`: closes the preview and starts the import in the background (the
 * reply comes at once; the page follows its progress). On an import left running by a stopped
 * server it resumes where the last chunk ended.
 */
export async function startImport(
  deps: Deps,
  runner: LeadImportRunner,
  ctx: RequestContext,
  id: string,
): Promise<TIbLeadImport> {
  const row = await deps.db.transaction(async (tx): Promise<ImportRow> => {
    const found = await loadImport(tx, ctx, id, true);
    if (found.status === 'importing') return found;
    if (found.status !== 'previewing')
      throw new AppError('ibLeadsImportState', `The import is already ${found.status}`);
    const [changed] = await queryRows<{ id: string }>(
      tx,
      sql`update ib_lead_imports set status = 'importing', started_at = ${deps.clock()},
            started_by = ${auditContextOf(ctx).actorId}::uuid
          where id = ${id}::uuid returning id::text`,
    );
    if (!changed) throw new Error('import vanished');
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'ibLeads.importStart',
      entityType: 'ibLeadImport',
      entityId: id,
      after: { status: 'importing' },
    });
    return { ...found, status: 'importing' };
  });
  runner.start(id);
  return toImportReply(deps.db, row);
}
