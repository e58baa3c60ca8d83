import { staffUserEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { findStaffInScope } from './find-staff-in-scope.ts';
import { listStaffActivity } from './staff-activity.ts';
import { endStaffSession, endStaffSessions, listStaffSessions } from './staff-sessions.ts';
import { toStaffReply } from './to-staff-reply.ts';

/** A staff user's page: the profile, the live sessions (ended one or all), the user's own activity. */
export const staffUserRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.getStaff, async (req) =>
      toStaffReply(await findStaffInScope(deps.db, contextOf(req), req.params.id)),
    );
    bindEndpoint(app, endpoints.listStaffSessions, (req) => listStaffSessions(deps, contextOf(req), req.params.id));
    bindEndpoint(app, endpoints.endStaffSession, (req) =>
      endStaffSession(deps, contextOf(req), req.params.id, req.params.sessionId),
    );
    bindEndpoint(app, endpoints.endStaffSessions, (req) => endStaffSessions(deps, contextOf(req), req.params.id));
    bindEndpoint(app, endpoints.listStaffActivity, (req) =>
      listStaffActivity(deps, contextOf(req), req.params.id, req.query),
    );
  };
