import { z } from 'zod';
import {
  ZCalendarEvent,
  ZCalendarEventsQuery,
  ZCreateCalendarEventRequest,
  ZUpdateCalendarEventRequest,
} from '../calendar-events.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';

const tags = ['calendar'];

/**
 * Spec point 7's `/dashboard/calendarEvents`. Every staff member keeps a calendar, so the route
 * needs only a signed-in caller; a client's follow-ups (`user_id`) further need `users.get_user`
 * and the client in the caller's brand and countries, and seeing other staff's follow-ups needs
 * `users.view_followups`: the use cases check both (docs/SECURITY.md, "Calendar").
 */
export const calendarEventEndpoints = {
  listCalendarEvents: defineEndpoint({
    method: 'GET',
    path: '/dashboard/calendarEvents',
    access: access.signedIn,
    tags,
    query: ZCalendarEventsQuery,
    reply: z.array(ZCalendarEvent),
    errors: [400, 403, 404],
  }),
  createCalendarEvent: defineEndpoint({
    method: 'POST',
    path: '/dashboard/calendarEvents',
    access: access.signedIn,
    tags,
    body: ZCreateCalendarEventRequest,
    status: 201,
    reply: ZCalendarEvent,
    errors: [400, 403, 404],
  }),
  updateCalendarEvent: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/calendarEvents',
    access: access.signedIn,
    tags,
    body: ZUpdateCalendarEventRequest,
    reply: ZCalendarEvent,
    errors: [400, 403, 404],
  }),
};
