import type { TCalendarEvent, TUpdateCalendarEventRequest } from '@crm/contracts';
import { eq, type SQL } from 'drizzle-orm';
import { calendarEvents } from '../../db/schema-calendar.ts';
import type { Deps } from '../../deps.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditedFields, auditTarget } from './audited-fields.ts';
import { checkEventTimes } from './event-times.ts';
import { loadOwnEvent } from './load-event.ts';
import { selectEvents, toEventReply } from './repository.ts';

/**
 * Moves, resizes, edits or marks completed / not completed (spec point 4) one of the caller's
 * events. A start sent without an end moves the event and keeps its length.
 */
export async function updateCalendarEvent(
  deps: Deps,
  ctx: RequestContext,
  body: TUpdateCalendarEventRequest,
): Promise<TCalendarEvent> {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const before = await loadOwnEvent(tx, ctx, body._id);
    const length = before.endsAt.getTime() - before.startsAt.getTime();
    const start = body.start ? new Date(body.start) : before.startsAt;
    const end = body.end ? new Date(body.end) : body.start ? new Date(start.getTime() + length) : before.endsAt;
    checkEventTimes(start, end);
    const completedAt =
      body.completed === undefined ? before.completedAt : body.completed ? (before.completedAt ?? now) : null;
    await tx
      .update(calendarEvents)
      .set({
        startsAt: start,
        endsAt: end,
        title: body.title?.trim() ?? before.title,
        eventType: body.eventType ?? before.eventType,
        completedAt,
        updatedAt: now,
      })
      .where(eq(calendarEvents.id, before.id));
    const [after] = await selectEvents(tx, eq(calendarEvents.id, before.id) as SQL);
    if (!after) throw new Error('calendar event vanished during update');
    await appendAudit(tx, auditContextOf(ctx), {
      action:
        body.completed === undefined
          ? 'calendarEvent.update'
          : body.completed
            ? 'calendarEvent.complete'
            : 'calendarEvent.reopen',
      ...auditTarget(after),
      before: auditedFields(before),
      after: auditedFields(after),
    });
    return after;
  });
  return toEventReply(row, now, ctx.auth.staff.id);
}
