import { calendarEventEndpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { createCalendarEvent } from './create-calendar-event.ts';
import { listCalendarEvents } from './list-calendar-events.ts';
import { updateCalendarEvent } from './update-calendar-event.ts';

/** Spec point 7's `/dashboard/calendarEvents`: read, plan, and move / edit / complete. */
export const calendarRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    const e = calendarEventEndpoints;
    bindEndpoint(app, e.listCalendarEvents, (req) => listCalendarEvents(deps, contextOf(req), req.query));
    bindEndpoint(app, e.createCalendarEvent, (req) => createCalendarEvent(deps, contextOf(req), req.body));
    bindEndpoint(app, e.updateCalendarEvent, (req) => updateCalendarEvent(deps, contextOf(req), req.body));
  };
