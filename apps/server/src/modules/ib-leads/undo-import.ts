import type { TIbLeadImport } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { type ImportRow, loadImport, toImportReply } from './import-reply.ts';
import { touchedClients } from './touched-clients.ts';

const SHOWN_TOUCHED = 20;

/**
 * `POST …/ibleads/{id}/undo {reason}`: the clients a finished import created are soft-deleted with
 * the reason (rows, history and who did it stay; clients are never hard-deleted), each with its
 * `client.delete` audit record, in one transaction. Refused while any of them was worked on since.
 */
export async function undoImport(deps: Deps, ctx: RequestContext, id: string, reason: string): Promise<TIbLeadImport> {
  const audit = auditContextOf(ctx);
  const row = await deps.db.transaction(async (tx): Promise<ImportRow> => {
    const found = await loadImport(tx, ctx, id, true);
    if (found.status !== 'imported')
      throw new AppError('ibLeadsImportState', `Only a finished import can be undone; this one is ${found.status}`);
    // Locks the clients first, so an edit racing the undo either finished before (and is seen) or waits.
    await tx.execute(sql`select c.id from clients c join ib_lead_rows r on r.client_id = c.id
        where r.import_id = ${id}::uuid for update of c`);
    const touched = await touchedClients(tx, id, SHOWN_TOUCHED);
    if (touched.length > 0)
      throw new AppError(
        'ibLeadsUndoRefused',
        'Some clients of this import were worked on since; it cannot be undone',
        {
          details: touched.map((t) => ({
            path: `clients.${t.readable_id}`,
            message: `Client ${t.readable_id} ${t.why}`,
          })),
        },
      );
    const now = deps.clock();
    await tx.execute(sql`
      with deleted as (
        update clients c set deleted_at = ${now}, deleted_by = ${audit.actorId}::uuid, delete_reason = ${reason}
        from ib_lead_rows r
        where r.import_id = ${id}::uuid and r.client_id = c.id and c.deleted_at is null
        returning c.id, c.readable_id
      )
      insert into audit_inbox (at, actor_id, viewed_as_id, brand_id, action, entity_type, entity_id, after, request_id)
      select ${now}, ${audit.actorId}::uuid, ${audit.viewedAsId}::uuid, ${found.brandId}, 'client.delete', 'client',
        d.id::text, jsonb_build_object('readable_id', d.readable_id, 'deleted', true, 'delete_reason', ${reason}::text,
          'via', jsonb_build_object('ib_lead_import_id', ${id}::text)),
        ${audit.requestId}
      from deleted d`);
    await tx.execute(sql`update ib_lead_imports set status = 'undone', undone_at = ${now},
        undone_by = ${audit.actorId}::uuid, undo_reason = ${reason} where id = ${id}::uuid`);
    await appendAudit(tx, audit, {
      action: 'ibLeads.undo',
      entityType: 'ibLeadImport',
      entityId: id,
      after: { reason, status: 'undone' },
    });
    return { ...found, status: 'undone', undoneAt: now, undoneBy: audit.actorId, undoReason: reason };
  });
  return toImportReply(deps.db, row);
}
