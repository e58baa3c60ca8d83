import { ADMIN_ROLE, type TLoginReply } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { findStaffRecord } from '../staff/staff-record.ts';
import { toCurrentUserReply } from '../staff/to-staff-reply.ts';
import { createSession } from './sessions-repository.ts';
import { viewAsRefusal } from './view-as-rules.ts';

/**
 * View-as: a read-only, time-boxed session as another staff user of the selected brand. Only the
 * admin role may start one, and only towards someone with no more rights and no wider scope.
 */
export async function loginAs(
  { db, config, tokens }: Deps,
  ctx: RequestContext,
  targetId: string,
): Promise<TLoginReply> {
  const caller = ctx.auth.staff;
  if (caller.role?.name !== ADMIN_ROLE)
    throw new AppError('viewAsNotAllowed', 'Only the admin role may view as another user');
  if (targetId === caller.id) throw new AppError('viewAsNotAllowed', 'You cannot view as yourself');

  const { target, session, refreshToken } = await db.transaction(async (tx) => {
    const target = await findStaffRecord(tx, targetId);
    if (!target || target.deletedAt || !target.brands.includes(ctx.auth.brand)) throw notFound('Staff user');
    if (!target.active) throw new AppError('viewAsNotAllowed', 'This staff user is disabled');
    const refusal = viewAsRefusal(caller, target, ctx.auth.brand);
    if (refusal) throw new AppError('viewAsNotAllowed', refusal);
    const expiresAt = new Date(Date.now() + config.viewAsTtlSeconds * 1000);
    const opened = await createSession(tx, {
      staffId: target.id,
      actorId: caller.id,
      brandId: ctx.auth.brand,
      expiresAt,
    });
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'auth.loginAs',
      entityType: 'staff',
      entityId: target.id,
      after: { sessionId: opened.session.id, expiresAt },
    });
    return { target, ...opened };
  });

  const token = await tokens.sign({ staffId: target.id, sessionId: session.id, brand: session.brandId });
  return {
    token,
    refresh_token: refreshToken,
    user: toCurrentUserReply(
      target,
      session.brandId,
      { actor: caller, expiresAt: session.expiresAt },
      config.reportingTimeZone,
    ),
  };
}
