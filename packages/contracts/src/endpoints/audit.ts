import { ZUserLogsQuery, ZUserLogsReply } from '../audit.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';

export const auditEndpoints = {
  listUserLogs: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/userLogs',
    access: access.anyOf('administration.user_logs'),
    tags: ['audit'],
    query: ZUserLogsQuery,
    reply: ZUserLogsReply,
  }),
};
