import type { TAuditRecord } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { listAuditRecords } from '../audit/list-audit-records.ts';
import { findStaffInScope } from './find-staff-in-scope.ts';

/**
 * `GET /dashboard/crmusers/{id}/activity`: what the staff user did, from the audit log, newest
 * first by cursor: the log's own query with the actor fixed, so the brand rule and the paging are
 * the log page's. In view-as the actor is the real person, so someone else looking as them is not
 * counted as their doing.
 */
export async function listStaffActivity(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  query: { cursor?: string; limit: number },
): Promise<{ docs: TAuditRecord[]; nextCursor: string | null }> {
  await findStaffInScope(deps.db, ctx, id);
  return listAuditRecords(deps, ctx, { cursor: query.cursor, limit: query.limit, actor: id });
}
