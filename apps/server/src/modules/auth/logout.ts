import type { Deps } from '../../deps.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { revokeSession, revokeSignedInSessions } from './sessions-repository.ts';

/**
 * Signing out ends every session of the staff user at once (product map §3). Leaving a view-as
 * session ends only that session: the viewed user stays signed in, and so does the viewer.
 */
export async function logout({ db }: Deps, ctx: RequestContext): Promise<void> {
  await db.transaction(async (tx) => {
    let ended = 1;
    if (ctx.auth.viewAs) await revokeSession(tx, ctx.auth.sessionId, 'view-as exit');
    else ended = await revokeSignedInSessions(tx, ctx.auth.staff.id);
    await appendAudit(tx, auditContextOf(ctx), {
      action: ctx.auth.viewAs ? 'auth.viewAsExit' : 'auth.logout',
      entityType: 'session',
      entityId: ctx.auth.sessionId,
      after: { sessionsEnded: ended },
    });
  });
}
