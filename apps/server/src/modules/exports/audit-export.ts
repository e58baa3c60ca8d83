import type { TAuditExportRequest, TAuditRecord } from '@crm/contracts';
import { count } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { auditLogWhere } from '../audit/audit-log-where.ts';
import { selectAuditRecords } from '../audit/list-audit-records.ts';
import { sealAuditInbox } from '../audit/seal-audit.ts';
import type { ExportSource } from './export-source.ts';

type Field = TAuditExportRequest['fields'][number];

const READ: Record<Field, (r: TAuditRecord) => unknown> = {
  position: (r) => Number(r._id),
  at: (r) => r.at,
  actor: (r) => r.actor?.name ?? null,
  viewedAs: (r) => r.viewedAs?.name ?? null,
  action: (r) => r.action,
  entityType: (r) => r.entityType,
  entityId: (r) => r.entityId,
  entityLabel: (r) => r.entityLabel,
  before: (r) => r.before,
  after: (r) => r.after,
  address: (r) => r.address,
  requestId: (r) => r.requestId,
};

/**
 * The audit log viewer as an export (`POST /dashboard/users/userLogs/exports`): the viewer's own
 * condition (brand scope and filters, audit-log-where.ts), newest first by position, walked by
 * keyset on the position. The route's access is `administration.user_logs`; the file needs
 * `utils.export` as well, checked by the route.
 */
export async function auditExport(
  { db }: Deps,
  ctx: RequestContext,
  body: TAuditExportRequest,
): Promise<ExportSource<TAuditRecord>> {
  await sealAuditInbox(db, { wait: true });
  const where = await auditLogWhere(db, ctx, body.filters);
  return {
    entityType: 'audit',
    filename: `audit-log-${ctx.auth.brand}-${new Date().toISOString().slice(0, 10)}`,
    sheet: 'Audit log',
    columns: body.fields.map((f) => ({ key: f, header: f, value: (r: TAuditRecord) => READ[f](r) })),
    view: { filters: body.filters },
    count: async () => (await db.select({ n: count() }).from(auditLog).where(where))[0]?.n ?? 0,
    page: (after, limit) => selectAuditRecords(db, ctx.auth.brand, where, after ? Number(after.id) : null, limit),
    keyOf: (r) => ({ value: null, id: r._id }),
  };
}
