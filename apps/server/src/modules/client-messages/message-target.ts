import { hasAnyPermission, type TClientMessageChannel, type TClientMessageTarget } from '@crm/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { clientMarketingConsent } from '../../db/schema-messaging.ts';
import { clientSegments } from '../../db/schema-segments.ts';
import { AppError } from '../../http/app-error.ts';
import { dataScope, type ScopeCaller } from '../../http/data-scope.ts';
import type { AuthContext } from '../../http/request-context.ts';
import { segmentClientIdsSubquery } from '../segments/segment-clients.ts';

/** A resolved target: the condition over `clients` that selects its members, and its label. */
export type ResolvedTarget = { within: SQL; label: string };

const badTarget = (path: 'user_id' | 'segment_id', message: string) =>
  new AppError('clientMessageTarget', message, { details: [{ path, message }] });

/**
 * The target's own permission on top of the menu's: one client needs `users.get_user` (the sender
 * could open that client's page), a segment `user_segments.view_user_segment_results` (the sender
 * could list who is in it). Sending to people one may not look at is refused.
 */
function checkTargetPermission(caller: AuthContext, target: TClientMessageTarget): void {
  if (target.user_id && !hasAnyPermission(caller.staff, ['users.get_user'])) {
    throw new AppError('forbidden', 'Sending to one client needs users.get_user');
  }
  if (target.segment_id && !hasAnyPermission(caller.staff, ['user_segments.view_user_segment_results'])) {
    throw new AppError('forbidden', 'Sending to a segment needs user_segments.view_user_segment_results');
  }
}

/**
 * One client of the caller's scope (brand and country whitelist, not deleted), or one live segment
 * of the brand whose members are read in the caller's scope (segment-clients.ts).
 */
export async function resolveTarget(
  db: Executor,
  caller: AuthContext,
  target: TClientMessageTarget,
): Promise<ResolvedTarget> {
  if ((target.user_id === null) === (target.segment_id === null)) {
    throw badTarget('user_id', 'Send to one client or one segment');
  }
  checkTargetPermission(caller, target);
  if (target.user_id) {
    const [found] = await db
      .select({ readableId: clients.readableId, firstName: clients.firstName, lastName: clients.lastName })
      .from(clients)
      .where(
        and(
          eq(clients.id, target.user_id),
          isNull(clients.deletedAt),
          dataScope(caller, { brand: clients.brandId, country: clients.country }),
        ),
      );
    if (!found) throw badTarget('user_id', 'No such client in your scope');
    return {
      within: eq(clients.id, target.user_id),
      label: `${found.firstName} ${found.lastName} (#${found.readableId})`,
    };
  }
  const segmentId = target.segment_id ?? '';
  const members = await segmentClientIdsSubquery(db, caller.brand, segmentId, caller);
  const [segment] = await db
    .select({ name: clientSegments.name })
    .from(clientSegments)
    .where(eq(clientSegments.id, segmentId));
  if (!members || !segment) throw badTarget('segment_id', 'No such segment in this brand');
  return { within: sql`${clients.id} in ${members}`, label: `Segment: ${segment.name}` };
}

/** The address a channel sends to: the phone, the e-mail address, or (push) the client's app by client id. */
export const addressSql = (channel: TClientMessageChannel): SQL =>
  channel === 'sms'
    ? sql`nullif(trim(${clients.phone}), '')`
    : channel === 'email'
      ? sql`nullif(trim(${clients.email}), '')`
      : sql`${clients.id}::text`;

/**
 * Each member's outcome before sending: no consent (never asked, refused, or unsubscribed through
 * a link), else no address for the channel, else queued.
 */
export const outcomeSql = (channel: TClientMessageChannel): SQL => sql`case
    when ${clientMarketingConsent.consented} is not true or ${clientMarketingConsent.unsubscribedAt} is not null
      then 'skipped_no_consent'
    when ${addressSql(channel)} is null then 'skipped_no_address'
    else 'queued' end`;

/** The members of a resolved target in the caller's scope, with their consent row joined (for `outcomeSql`). */
export const membersFrom = (caller: ScopeCaller, target: ResolvedTarget): SQL => sql`${clients}
    left join ${clientMarketingConsent} on ${clientMarketingConsent.clientId} = ${clients.id}
    where ${and(dataScope(caller, { brand: clients.brandId, country: clients.country }), isNull(clients.deletedAt), target.within)}`;
