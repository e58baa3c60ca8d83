import type { TStaffSession } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { revokeStaffSessions } from '../auth/sessions-repository.ts';
import { findStaffInScope } from './find-staff-in-scope.ts';
import { loadManagedStaff } from './load-managed-staff.ts';
import { endLiveSessionOf, listLiveSessionsOf, type StaffSessionRow } from './staff-sessions-repository.ts';

/** Why the session ended, as `sessions.revoked_reason` keeps it. */
export const ENDED_BY_ADMINISTRATOR = 'ended by an administrator';

const toPerson = (p: { id: string; name: string; email: string }) => ({ _id: p.id, name: p.name, email: p.email });

function toSessionReply(row: StaffSessionRow, currentSessionId: string): TStaffSession {
  return {
    _id: row.id,
    brand: row.brandId,
    ip: row.ip,
    user_agent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    viewAs: row.actor ? { actor: toPerson(row.actor), viewed: toPerson(row.viewed) } : null,
    current: row.id === currentSessionId,
  };
}

/**
 * `GET /dashboard/crmusers/{id}/sessions`: the staff user's live sessions, newest first, in every
 * brand (a session belongs to the person; the brand is shown), with the view-as sessions that look
 * at them or that they run.
 */
export async function listStaffSessions({ db }: Deps, ctx: RequestContext, id: string): Promise<TStaffSession[]> {
  await findStaffInScope(db, ctx, id);
  const rows = await listLiveSessionsOf(db, id, ctx.auth.brand);
  return rows.map((row) => toSessionReply(row, ctx.auth.sessionId));
}

/**
 * `DELETE /dashboard/crmusers/{id}/sessions/{sessionId}`: ends one session of a staff user the
 * caller may manage, audited in the same transaction. Its access token is refused from the very
 * next call (the session cache hears the change before this reply leaves) and its refresh token
 * no longer trades.
 */
export async function endStaffSession(
  { db }: Deps,
  ctx: RequestContext,
  id: string,
  sessionId: string,
): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    await loadManagedStaff(tx, ctx, id);
    const ended = await endLiveSessionOf(tx, id, sessionId, ctx.auth.brand, ENDED_BY_ADMINISTRATOR);
    if (!ended) throw notFound('Live session');
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'staff.session.end',
      entityType: 'session',
      entityId: sessionId,
      before: {
        staffId: ended.staffId,
        actorId: ended.actorId,
        brand: ended.brandId,
        ip: ended.ip,
        userAgent: ended.userAgent,
        createdAt: ended.createdAt,
      },
      after: { revokedReason: ENDED_BY_ADMINISTRATOR },
    });
    return { ended: 1 };
  });
}

/**
 * `DELETE /dashboard/crmusers/{id}/sessions`: ends every session of the staff user at once, as
 * disabling does (their own, view-as sessions of them and those they run). Nothing to end is not
 * an error: the reply says how many ended, and the call is audited either way.
 */
export async function endStaffSessions({ db }: Deps, ctx: RequestContext, id: string): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    await loadManagedStaff(tx, ctx, id);
    const ended = await revokeStaffSessions(tx, id, ENDED_BY_ADMINISTRATOR);
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'staff.sessions.endAll',
      entityType: 'staff',
      entityId: id,
      after: { sessionsEnded: ended },
    });
    return { ended };
  });
}
