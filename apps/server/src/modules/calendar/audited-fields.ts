import type { CalendarEventRow } from './repository.ts';

/**
 * What the audit log keeps of an event. A follow-up is recorded against its client, so it reads on
 * the client's log; an own entry against the event.
 */
export const auditTarget = (row: CalendarEventRow) =>
  row.clientId === null
    ? { entityType: 'calendarEvent', entityId: row.id }
    : { entityType: 'client', entityId: row.clientId };

export const auditedFields = (row: CalendarEventRow) => ({
  eventId: row.id,
  title: row.title,
  eventType: row.eventType,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  completed: row.completedAt !== null,
});
