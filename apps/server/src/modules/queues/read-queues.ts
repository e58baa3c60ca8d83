import { hasAnyPermission, type TNotificationItem, type TQueueCount } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';

const visibleQueues = ({ queues }: Deps, { auth }: RequestContext) =>
  queues.all().filter((q) => hasAnyPermission(auth.staff, q.permissions));

/** `GET /dashboard/queues/counts`: one call for every badge the caller may see. */
export async function countQueues(deps: Deps, ctx: RequestContext): Promise<TQueueCount[]> {
  const scope = { brand: ctx.auth.brand, staff: ctx.auth.staff };
  return Promise.all(
    visibleQueues(deps, ctx).map(async (q) => ({ key: q.key, path: q.path, count: await q.count(deps.db, scope) })),
  );
}

/** `GET /dashboard/notifications`: the newest pending items of the caller's queues, newest first. */
export async function latestNotifications(
  deps: Deps,
  ctx: RequestContext,
  limit: number,
): Promise<TNotificationItem[]> {
  const scope = { brand: ctx.auth.brand, staff: ctx.auth.staff };
  const lists = await Promise.all(visibleQueues(deps, ctx).map((q) => q.latest?.(deps.db, scope, limit) ?? []));
  return lists
    .flat()
    .toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, limit);
}
