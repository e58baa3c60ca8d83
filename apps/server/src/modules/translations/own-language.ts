import type { TCurrentUser, TLanguage } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { currentUser } from '../auth/current-user.ts';

/**
 * The caller's own console language (the profile block's picker), kept on their staff row so it
 * follows them to any browser at sign-in. Audited like any change to a staff row.
 */
export async function setOwnLanguage(deps: Deps, ctx: RequestContext, language: TLanguage): Promise<TCurrentUser> {
  const id = ctx.auth.staff.id;
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ language: staff.language }).from(staff).where(eq(staff.id, id)).for('update');
    await tx.update(staff).set({ language, updatedAt: deps.clock() }).where(eq(staff.id, id));
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'staff.language',
      entityType: 'staff',
      entityId: id,
      before: { language: before?.language ?? null },
      after: { language },
    });
  });
  const reply = await currentUser(deps, ctx);
  // The request's staff record was read before the change (and a session cache may lag a moment).
  return { ...reply, language };
}
