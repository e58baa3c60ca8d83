import type { TInstanceStats, TServerInstance, TServerStatus } from '@crm/contracts';
import { desc } from 'drizzle-orm';
import { serverInstances } from '../../db/schema-jobs.ts';
import type { Deps } from '../../deps.ts';
import { HEARTBEAT_TIMEOUT_MS } from '../../jobs/job-runner.ts';
import { latestVerification } from '../audit/record-verification.ts';
import { latestChecks } from './failed-checks.ts';

/** Instances that stopped more than a day ago are left out (the history prune deletes them later). */
const STOPPED_SHOWN_MS = 24 * 3600_000;

/**
 * Every server instance as its last heartbeat left it, marked `silent` when that heartbeat is older
 * than the timeout by the server's clock, plus the latest reconciliation and audit-chain
 * verification.
 */
export async function getServerStatus(deps: Deps): Promise<TServerStatus> {
  const now = deps.clock();
  const [rows, checks, verification] = await Promise.all([
    deps.db.select().from(serverInstances).orderBy(desc(serverInstances.startedAt)),
    latestChecks(deps.db),
    latestVerification(deps.db),
  ]);
  const instances: TServerInstance[] = rows
    .filter((r) => !r.stoppedAt || now.getTime() - r.stoppedAt.getTime() < STOPPED_SHOWN_MS)
    .map((r) => ({
      id: r.id,
      hostname: r.hostname,
      pid: r.pid,
      version: r.version,
      startedAt: r.startedAt.toISOString(),
      heartbeatAt: r.heartbeatAt.toISOString(),
      stoppedAt: r.stoppedAt?.toISOString() ?? null,
      state: r.stoppedAt
        ? 'stopped'
        : now.getTime() - r.heartbeatAt.getTime() > HEARTBEAT_TIMEOUT_MS
          ? 'silent'
          : 'live',
      stats: (r.stats ?? {}) as TInstanceStats,
    }));
  return {
    now: now.toISOString(),
    heartbeatTimeoutSeconds: HEARTBEAT_TIMEOUT_MS / 1000,
    instances,
    reconciliation: checks.reconciliation
      ? {
          runId: checks.reconciliation.id,
          startedAt: checks.reconciliation.startedAt.toISOString(),
          differences: checks.reconciliation.differences,
        }
      : null,
    auditVerification: verification,
  };
}
