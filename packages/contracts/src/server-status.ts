import { z } from 'zod';
import { ZAuditVerificationRun } from './audit.ts';

export const ZInstanceStats = z.object({
  build: z
    .object({ version: z.string(), commit: z.string().nullable(), builtAt: z.string() })
    .nullable()
    .optional()
    .describe('The build the instance runs (`version` in parts); null when run from source.'),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number(), heapTotalBytes: z.number() }).optional(),
  eventLoopDelayP99Ms: z.number().optional(),
  requestsLastMinute: z.number().int().optional(),
  errorsLastMinute: z.number().int().optional(),
  errorRate: z.number().optional().describe('5xx replies over all replies in the last minute, 0 to 1.'),
  databaseLatencyMs: z.number().nullable().optional(),
  pool: z
    .object({ total: z.number().int(), idle: z.number().int(), waiting: z.number().int(), max: z.number().int() })
    .nullable()
    .optional()
    .describe('The PostgreSQL pool; null on the embedded database.'),
  runner: z
    .object({
      state: z.enum(['running', 'stopping', 'stopped']),
      inFlight: z.array(z.string()),
      succeeded: z.number().int(),
      failed: z.number().int(),
      lastTickAt: z.string().nullable(),
    })
    .optional(),
});
export type TInstanceStats = z.infer<typeof ZInstanceStats>;

export const ZServerInstance = z
  .object({
    id: z.string(),
    hostname: z.string(),
    pid: z.number().int(),
    version: z.string(),
    startedAt: z.iso.datetime(),
    heartbeatAt: z.iso.datetime(),
    stoppedAt: z.iso.datetime().nullable(),
    state: z.enum(['live', 'silent', 'stopped']).describe('silent: no heartbeat for longer than the timeout.'),
    stats: ZInstanceStats,
  })
  .meta({ id: 'ServerInstance' });
export type TServerInstance = z.infer<typeof ZServerInstance>;

export const ZReconciliationSummary = z.object({
  runId: z.string(),
  startedAt: z.iso.datetime(),
  differences: z.number().int(),
});

export const ZServerStatus = z
  .object({
    now: z.iso.datetime(),
    heartbeatTimeoutSeconds: z.number().int(),
    instances: z.array(ZServerInstance),
    reconciliation: ZReconciliationSummary.nullable(),
    auditVerification: ZAuditVerificationRun.nullable(),
  })
  .meta({ id: 'ServerStatus' });
export type TServerStatus = z.infer<typeof ZServerStatus>;
