import { auditEndpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { contextOf } from '../../http/request-context.ts';
import { listAuditRecords } from './list-audit-records.ts';

export const auditRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, auditEndpoints.listUserLogs, (req) => listAuditRecords(deps, contextOf(req), req.query));
  };
