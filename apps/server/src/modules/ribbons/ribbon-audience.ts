import { hasAnyPermission, ribbonStatus, type TRibbonAudience } from '@crm/contracts';
import { and, eq } from 'drizzle-orm';
import { ribbons } from '../../db/schema-ribbons.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { targetClients } from './ribbon-targets.ts';

/** How many clients "who sees it now" lists by name; the count is always whole. */
const SHOWN_CLIENTS = 50;

/**
 * `GET /dashboard/users/ribbons/{id}/audience`: the clients of the ribbon's target in the caller's
 * scope; they see it now only while it is live. Names only for staff who may list clients.
 */
export async function ribbonAudience(deps: Deps, ctx: RequestContext, id: string): Promise<TRibbonAudience> {
  const [r] = await deps.db
    .select()
    .from(ribbons)
    .where(and(eq(ribbons.id, id), eq(ribbons.brandId, ctx.auth.brand)));
  if (!r) throw notFound('Ribbon');
  const status = ribbonStatus(
    {
      active: r.active,
      style: r.style as 'promo',
      approved_at: r.approvedAt?.toISOString() ?? null,
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
    },
    deps.clock(),
  );
  const mayList = hasAnyPermission(ctx.auth.staff, ['users.get_users']);
  const { count, docs } = await targetClients(deps.db, ctx.auth, r, mayList ? SHOWN_CLIENTS : 0);
  return { status, count, sees_now: status === 'live', docs };
}
