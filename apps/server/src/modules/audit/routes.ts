import { ZUserLogsQuery, ZUserLogsReply } from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { listAuditRecords } from './list-audit-records.ts';

export const auditRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/users/userLogs', {
      config: { access: access.anyOf('administration.user_logs') },
      schema: { tags: ['audit'], querystring: ZUserLogsQuery, response: { 200: ZUserLogsReply } },
      handler: (req) => listAuditRecords(deps, contextOf(req), req.query),
    });
  };
