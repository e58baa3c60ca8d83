import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { calendarEvents } from '../../db/schema-calendar.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { canViewFollowUps } from './follow-up-access.ts';
import { type CalendarEventRow, selectEvents, visibleToCaller } from './repository.ts';

/**
 * One event the caller may change, read inside the writing transaction. Not visible to them (another
 * brand, a client outside their countries, someone else's entry without `users.view_followups`): 404.
 * Visible but someone else's: 403 with code 192, since an event belongs to whoever planned it.
 */
export async function loadOwnEvent(tx: Tx, ctx: RequestContext, id: string): Promise<CalendarEventRow> {
  const [row] = await selectEvents(tx, and(visibleToCaller(ctx.auth), eq(calendarEvents.id, id)) as SQL);
  const isOwn = row?.ownerId === ctx.auth.staff.id;
  if (!row || (!isOwn && (row.clientId === null || !canViewFollowUps(ctx)))) throw notFound('Calendar event');
  if (!isOwn) {
    throw new AppError(
      'calendarEventNotOwner',
      `This event is ${row.ownerFirstName} ${row.ownerLastName}'s: only they can change it`,
    );
  }
  return row;
}
