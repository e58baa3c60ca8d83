import { type TCalendarEvent, ZCalendarEventType } from '@crm/contracts';
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clients, staff } from '../../db/schema.ts';
import { calendarEvents } from '../../db/schema-calendar.ts';
import { dataScope, type ScopeCaller } from '../../http/data-scope.ts';

const columns = {
  id: calendarEvents.id,
  title: calendarEvents.title,
  eventType: calendarEvents.eventType,
  startsAt: calendarEvents.startsAt,
  endsAt: calendarEvents.endsAt,
  completedAt: calendarEvents.completedAt,
  createdAt: calendarEvents.createdAt,
  updatedAt: calendarEvents.updatedAt,
  ownerId: calendarEvents.ownerId,
  ownerFirstName: staff.firstName,
  ownerLastName: staff.lastName,
  clientId: clients.id,
  clientReadableId: clients.readableId,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
};

export type CalendarEventRow = {
  id: string;
  title: string;
  eventType: string;
  startsAt: Date;
  endsAt: Date;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  ownerId: string;
  ownerFirstName: string;
  ownerLastName: string;
  clientId: string | null;
  clientReadableId: number | null;
  clientFirstName: string | null;
  clientLastName: string | null;
};

/**
 * The events a caller may ever see: of the selected brand, and either their own entries or
 * follow-ups of a client inside their brand and countries (a follow-up whose client left the
 * caller's countries disappears with the client, even for its owner).
 */
export const visibleToCaller = (auth: ScopeCaller): SQL =>
  and(
    eq(calendarEvents.brandId, auth.brand),
    or(isNull(calendarEvents.clientId), dataScope(auth, { brand: clients.brandId, country: clients.country })),
  ) as SQL;

/** The events matching `where` (to be combined with `visibleToCaller`), by start time. */
export async function selectEvents(db: Db | Tx, where: SQL): Promise<CalendarEventRow[]> {
  return db
    .select(columns)
    .from(calendarEvents)
    .innerJoin(staff, eq(staff.id, calendarEvents.ownerId))
    .leftJoin(clients, eq(clients.id, calendarEvents.clientId))
    .where(where)
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id));
}

/**
 * The reply of one event. `overdue`: it ended before `now` (the server's clock) and is not completed;
 * `editable`: the caller owns it.
 */
export function toEventReply(row: CalendarEventRow, now: Date, callerId: string): TCalendarEvent {
  return {
    _id: row.id,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    title: row.title,
    eventType: ZCalendarEventType.parse(row.eventType),
    completed: row.completedAt !== null,
    completedAt: row.completedAt?.toISOString() ?? null,
    overdue: row.completedAt === null && row.endsAt.getTime() <= now.getTime(),
    owner: { _id: row.ownerId, name: `${row.ownerFirstName} ${row.ownerLastName}` },
    user:
      row.clientId === null
        ? null
        : {
            _id: row.clientId,
            readableId: String(row.clientReadableId ?? ''),
            name: `${row.clientFirstName ?? ''} ${row.clientLastName ?? ''}`.trim(),
          },
    editable: row.ownerId === callerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
