import { z } from 'zod';
import { CALENDAR_EVENT_TYPES } from './calendar-event-types.ts';
import { ZId } from './common.ts';

/** An event lasts at most 31 days: longer is a typo, and a range query stays bounded. */
export const MAX_CALENDAR_EVENT_DAYS = 31;
/** A `GET` covers at most this many days (a month view with its leading and trailing weeks fits easily). */
export const MAX_CALENDAR_RANGE_DAYS = 100;

const ZInstant = z.iso.datetime({ offset: true });

export const ZCalendarEventType = z.enum(CALENDAR_EVENT_TYPES, {
  error: `eventType must be one of ${CALENDAR_EVENT_TYPES.join(', ')}`,
});

/**
 * Spec point 3: start, end, title, eventType, completed; plus whose it is, the client it is a
 * follow-up of, and `overdue` (its end passed and it is not completed: worked out by the server's clock).
 */
export const ZCalendarEvent = z
  .object({
    _id: ZId,
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    title: z.string(),
    eventType: ZCalendarEventType,
    completed: z.boolean(),
    completedAt: z.iso.datetime().nullable(),
    overdue: z.boolean(),
    owner: z.object({ _id: ZId, name: z.string() }),
    /** The client this is a follow-up of (spec point 7's `user_id`); null on a staff member's own entry. */
    user: z.object({ _id: ZId, readableId: z.string(), name: z.string() }).nullable(),
    /** Whether the caller may change it: only its owner may. */
    editable: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'CalendarEvent' });
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;

/**
 * `GET /dashboard/calendarEvents`: the events overlapping [start, end). With `user_id`, that client's
 * follow-ups; without, the caller's own calendar. `everyone` (needs `users.view_followups`) adds the
 * follow-ups other staff planned on the clients the caller can see.
 */
export const ZCalendarEventsQuery = z.object({
  brand: z.string().min(1).max(40).optional(),
  user_id: ZId.optional(),
  start: ZInstant,
  end: ZInstant,
  everyone: z.enum(['true', 'false']).optional(),
});
export type TCalendarEventsQuery = z.input<typeof ZCalendarEventsQuery>;

const ZTitle = z.string().trim().min(1, 'Enter a title').max(200, 'At most 200 characters');

/** The fields of an event a staff member writes; the create and edit forms are built from it. */
export const ZCalendarEventFields = z.strictObject({
  start: ZInstant,
  end: ZInstant,
  title: ZTitle,
  eventType: ZCalendarEventType,
});
export type TCalendarEventFields = z.infer<typeof ZCalendarEventFields>;

/** `POST`: the event's fields, and `user_id` to plan it as a follow-up of that client. */
export const ZCreateCalendarEventRequest = ZCalendarEventFields.extend({ user_id: ZId.optional() });
export type TCreateCalendarEventRequest = z.input<typeof ZCreateCalendarEventRequest>;

/**
 * `PUT`: the event's `_id` in the body (the spec's path has none) and either `{completed}` (spec point
 * 4) or any of the other fields (a move, a resize, an edit). A moved event keeps its length unless
 * `end` is sent too.
 */
export const ZUpdateCalendarEventRequest = z
  .strictObject({
    _id: ZId,
    completed: z.boolean().optional(),
    start: ZInstant.optional(),
    end: ZInstant.optional(),
    title: ZTitle.optional(),
    eventType: ZCalendarEventType.optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== '_id'), { message: 'Nothing to change' });
export type TUpdateCalendarEventRequest = z.input<typeof ZUpdateCalendarEventRequest>;
