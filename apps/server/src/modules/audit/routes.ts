import { auditEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { sendDownload } from '../../http/download.ts';
import { auditContextOf, contextOf } from '../../http/request-context.ts';
import { auditExport } from '../exports/audit-export.ts';
import { assertMayExport, streamExport } from '../exports/stream-export.ts';
import { auditLogOptions } from './audit-log-options.ts';
import { listAuditRecords } from './list-audit-records.ts';
import { latestVerification } from './record-verification.ts';
import { verifyAndAlert } from './verification-job.ts';

export const auditRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.listUserLogs, (req) => listAuditRecords(deps, contextOf(req), req.query));
    bindEndpoint(app, endpoints.exportUserLogs, async (req, reply) => {
      const ctx = contextOf(req);
      assertMayExport(ctx, ['utils.export'], 'the audit log');
      return sendDownload(
        reply,
        await streamExport(deps, ctx, await auditExport(deps, ctx, req.body), req.body.format),
      );
    });
    bindEndpoint(app, endpoints.getAuditLogOptions, (req) => auditLogOptions(deps, contextOf(req)));
    bindEndpoint(app, endpoints.getAuditVerification, async () => ({
      latest: await latestVerification(deps.db),
      intervalMinutes: deps.config.auditVerifyIntervalMinutes,
    }));
    bindEndpoint(app, endpoints.verifyAuditChain, (req) =>
      verifyAndAlert(deps, { trigger: 'manual', audit: auditContextOf(contextOf(req)) }, req.log),
    );
  };
