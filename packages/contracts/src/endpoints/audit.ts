import {
  ZAuditExportRequest,
  ZAuditLogOptions,
  ZAuditLogQuery,
  ZAuditVerificationReply,
  ZAuditVerificationRun,
  ZUserLogsReply,
} from '../audit.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';

const tags = ['audit'];
const readLogs = access.anyOf('administration.user_logs');

export const auditEndpoints = {
  listUserLogs: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/userLogs',
    access: readLogs,
    tags,
    query: ZAuditLogQuery,
    reply: ZUserLogsReply,
    errors: [400],
  }),
  /** The log as filtered, every page, as CSV or XLSX (also needs `utils.export`). */
  exportUserLogs: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/userLogs/exports',
    access: readLogs,
    tags,
    body: ZAuditExportRequest,
    errors: [400, 403],
  }),
  getAuditLogOptions: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/userLogs/options',
    access: readLogs,
    tags,
    reply: ZAuditLogOptions,
  }),
  getAuditVerification: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/userLogs/verification',
    access: readLogs,
    tags,
    reply: ZAuditVerificationReply,
  }),
  /** Verifies the hash chain now, records the run and audits who asked. */
  verifyAuditChain: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/userLogs/verification',
    access: readLogs,
    tags,
    status: 201,
    reply: ZAuditVerificationRun,
  }),
};
