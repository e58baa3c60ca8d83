import type { TCalendarEvent, TCreateCalendarEventRequest } from '@crm/contracts';
import { eq, type SQL } from 'drizzle-orm';
import { calendarEvents } from '../../db/schema-calendar.ts';
import type { Deps } from '../../deps.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditedFields, auditTarget } from './audited-fields.ts';
import { checkEventTimes } from './event-times.ts';
import { followUpClient } from './follow-up-access.ts';
import { selectEvents, toEventReply } from './repository.ts';

/** Plans an event in the caller's calendar; with `user_id`, a follow-up of that client. */
export async function createCalendarEvent(
  deps: Deps,
  ctx: RequestContext,
  body: TCreateCalendarEventRequest,
): Promise<TCalendarEvent> {
  const start = new Date(body.start);
  const end = new Date(body.end);
  checkEventTimes(start, end);
  const clientId = body.user_id ?? null;
  if (clientId) await followUpClient(deps, ctx, clientId);
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(calendarEvents)
      .values({
        brandId: ctx.auth.brand,
        // In a view-as session the change is refused before this; the owner is always the real caller.
        ownerId: ctx.auth.staff.id,
        clientId,
        title: body.title.trim(),
        eventType: body.eventType,
        startsAt: start,
        endsAt: end,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: calendarEvents.id });
    if (!inserted) throw new Error('calendar event insert returned nothing');
    const [created] = await selectEvents(tx, eq(calendarEvents.id, inserted.id) as SQL);
    if (!created) throw new Error('calendar event vanished after insert');
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'calendarEvent.create',
      ...auditTarget(created),
      after: auditedFields(created),
    });
    return created;
  });
  return toEventReply(row, now, ctx.auth.staff.id);
}
