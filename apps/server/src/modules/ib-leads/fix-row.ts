import type { TIbLeadMapping, TIbLeadRow, TIbLeadRowFix } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import type { LeadValues } from './check-lead.ts';
import { loadImport } from './import-reply.ts';
import { readRows, toRowReply } from './list-rows.ts';
import { recheckRows } from './recheck-rows.ts';
import { previewClosed } from './set-mapping.ts';

/**
 * `PATCH …/ibleads/{id}/rows/{line}`: the staff's values for some fields of a row (null clears a
 * fix), and/or drop or keep it; the row is checked again and the duplicates of the file found again
 * (a changed e-mail can end or make duplicates elsewhere).
 */
export async function fixRow(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  line: number,
  fix: TIbLeadRowFix,
): Promise<TIbLeadRow> {
  return deps.db.transaction(async (tx) => {
    const found = await loadImport(tx, ctx, id, true);
    if (found.status !== 'previewing') throw previewClosed();
    const [current] = await queryRows<{ status: string; fixes: LeadValues }>(
      tx,
      sql`select status, fixes from ib_lead_rows where import_id = ${id}::uuid and line = ${line} for update`,
    );
    if (!current) throw notFound('Row');
    if (current.status === 'created' || current.status === 'skipped')
      throw new AppError('ibLeadsRowNotEditable', 'The row was already imported or skipped');
    const fixes: LeadValues = { ...current.fixes };
    for (const [field, value] of Object.entries(fix.values ?? {}) as [keyof LeadValues, string | null][]) {
      if (value === null || value === '') delete fixes[field];
      else fixes[field] = value;
    }
    const status =
      fix.dropped === true ? 'dropped' : fix.dropped === false && current.status === 'dropped' ? 'invalid' : null;
    await tx.execute(sql`update ib_lead_rows set fixes = ${JSON.stringify(fixes)}::jsonb
        ${status ? sql`, status = ${status}` : sql``}
        where import_id = ${id}::uuid and line = ${line}`);
    await recheckRows(tx, id, found.brandId, found.mapping as TIbLeadMapping, ctx.auth, [line]);
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'ibLeads.fixRow',
      entityType: 'ibLeadImport',
      entityId: id,
      before: { line, fixes: current.fixes, status: current.status },
      after: { line, fixes, dropped: fix.dropped ?? current.status === 'dropped' },
    });
    const [row] = await readRows(tx, id, sql`r.line = ${line}`, { limit: 1, offset: 0 });
    if (!row) throw notFound('Row');
    return toRowReply(row, found.mapping as TIbLeadMapping);
  });
}
