import type { TCalendarEvent, TCalendarEventsQuery } from '@crm/contracts';
import { and, eq, gt, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import { calendarEvents } from '../../db/schema-calendar.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { checkRange } from './event-times.ts';
import { canViewFollowUps, followUpClient } from './follow-up-access.ts';
import { selectEvents, toEventReply, visibleToCaller } from './repository.ts';

/**
 * The events overlapping [start, end). With `user_id`: that client's follow-ups, everyone's with
 * `users.view_followups`, else the caller's own. Without: the caller's own calendar, plus with
 * `everyone=true` (which needs `users.view_followups`) every follow-up on the clients they can see.
 */
export async function listCalendarEvents(
  deps: Deps,
  ctx: RequestContext,
  query: TCalendarEventsQuery,
): Promise<TCalendarEvent[]> {
  const start = new Date(query.start);
  const end = new Date(query.end);
  checkRange(start, end);
  const mine = eq(calendarEvents.ownerId, ctx.auth.staff.id);
  const seesOthers = canViewFollowUps(ctx);
  let whose: SQL | undefined;
  if (query.user_id) {
    await followUpClient(deps, ctx, query.user_id);
    whose = and(eq(calendarEvents.clientId, query.user_id), seesOthers ? undefined : mine);
  } else if (query.everyone === 'true') {
    if (!seesOthers) throw new AppError('forbidden', "Other staff members' follow-ups need users.view_followups");
    // Own entries, and follow-ups (events with a client) of anyone; the client's scope is in visibleToCaller.
    whose = or(mine, isNotNull(calendarEvents.clientId));
  } else {
    whose = mine;
  }
  const rows = await selectEvents(
    deps.db,
    and(visibleToCaller(ctx.auth), whose, lt(calendarEvents.startsAt, end), gt(calendarEvents.endsAt, start)) as SQL,
  );
  const now = deps.clock();
  return rows.map((r) => toEventReply(r, now, ctx.auth.staff.id));
}
