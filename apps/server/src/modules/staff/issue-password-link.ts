import type { TPasswordLink } from '@crm/contracts';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { digestRefreshToken, newRefreshToken } from '../auth/refresh-tokens.ts';
import { loadManagedStaff } from './load-managed-staff.ts';
import { endPasswordLinks, insertPasswordLink } from './password-links-repository.ts';

/**
 * Makes a one-time set-password link for `staffId` inside the caller's transaction: 256 random
 * bits, stored as SHA-256 (the same scheme as refresh tokens), valid for the configured time from
 * the injected clock. Older open links of the user end, so only the newest one works. Audited
 * without the token.
 */
export async function makePasswordLink(
  { config, clock }: Pick<Deps, 'config' | 'clock'>,
  tx: Tx,
  ctx: RequestContext,
  staffId: string,
): Promise<TPasswordLink> {
  const now = clock();
  const token = newRefreshToken();
  const expiresAt = new Date(now.getTime() + config.setPasswordLinkTtlSeconds * 1000);
  const replaced = await endPasswordLinks(tx, staffId, now);
  await insertPasswordLink(tx, {
    staffId,
    tokenHash: digestRefreshToken(token),
    createdBy: ctx.auth.viewAs?.actorId ?? ctx.auth.staff.id,
    createdAt: now,
    expiresAt,
  });
  await appendAudit(tx, auditContextOf(ctx), {
    action: 'staff.passwordLink.issue',
    entityType: 'staff',
    entityId: staffId,
    after: { expiresAt: expiresAt.toISOString(), linksEnded: replaced },
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** `POST /dashboard/crmusers/{id}/passwordLink`: a new link for a staff user the caller may manage. */
export function issuePasswordLink(deps: Deps, ctx: RequestContext, id: string): Promise<TPasswordLink> {
  return deps.db.transaction(async (tx) => {
    await loadManagedStaff(tx, ctx, id);
    return makePasswordLink(deps, tx, ctx, id);
  });
}
