import { z } from 'zod';
import { ZUserLogsReply } from '../audit.ts';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import { ZStaffUser } from '../staff.ts';
import { ZEndedSessions, ZStaffActivityQuery, ZStaffSession, ZStaffSessionParams } from '../staff-sessions.ts';

const tags = ['staff'];
const params = z.object({ id: ZId });

/** A staff user's page (`/administration/users/:id`): the profile, the live sessions, the activity. */
export const staffUserEndpoints = {
  getStaff: defineEndpoint({
    method: 'GET',
    path: '/dashboard/crmusers/:id',
    access: access.anyOf('crm_users.get_crm_users'),
    tags,
    params,
    reply: ZStaffUser,
    errors: [404],
  }),
  listStaffSessions: defineEndpoint({
    method: 'GET',
    path: '/dashboard/crmusers/:id/sessions',
    access: access.anyOf('crm_users.update_crm_users'),
    tags,
    params,
    reply: z.array(ZStaffSession),
    errors: [404],
  }),
  endStaffSession: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/crmusers/:id/sessions/:sessionId',
    access: access.anyOf('crm_users.update_crm_users'),
    tags,
    params: ZStaffSessionParams,
    reply: ZEndedSessions,
    errors: [403, 404],
  }),
  endStaffSessions: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/crmusers/:id/sessions',
    access: access.anyOf('crm_users.update_crm_users'),
    tags,
    params,
    reply: ZEndedSessions,
    errors: [403, 404],
  }),
  /** What the staff user did (audit records they are the actor of), newest first; reading the log needs its permission. */
  listStaffActivity: defineEndpoint({
    method: 'GET',
    path: '/dashboard/crmusers/:id/activity',
    access: access.anyOf('administration.user_logs'),
    tags,
    params,
    query: ZStaffActivityQuery,
    reply: ZUserLogsReply,
    errors: [404],
  }),
};
