import type { TIbLeadImport } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { queueRun } from '../../jobs/queue-run.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { ensureFunctionRows } from '../scheduled-functions/list-functions.ts';
import { type ImportRow, loadImport, toImportReply } from './import-reply.ts';
import { LEAD_IMPORTS_FUNCTION } from './lead-imports-function.ts';

/**
 * `POST …/ibleads/{id}/import`: closes the preview and queues a run of the registry's
 * `ib-lead-imports` in the same transaction, so a runner starts the import within a second (the
 * reply comes at once; the page follows its progress). On an import already `importing` it queues
 * a run again: the import goes on where the last chunk ended.
 */
export async function startImport(deps: Deps, ctx: RequestContext, id: string): Promise<TIbLeadImport> {
  await ensureFunctionRows(deps);
  const actorId = auditContextOf(ctx).actorId;
  const row = await deps.db.transaction(async (tx): Promise<ImportRow> => {
    const found = await loadImport(tx, ctx, id, true);
    if (found.status === 'importing') {
      await queueRun(tx, LEAD_IMPORTS_FUNCTION, deps.clock(), actorId);
      return found;
    }
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
    await queueRun(tx, LEAD_IMPORTS_FUNCTION, deps.clock(), actorId);
    return { ...found, status: 'importing' };
  });
  return toImportReply(deps.db, row);
}
