import { desc } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { brands, reconciliationRuns } from '../../db/schema.ts';
import { auditVerifications } from '../../db/schema-audit.ts';
import type { QueueRegistry } from '../queues/queue-registry.ts';
import { signalQueues } from '../queues/queue-signal.ts';

/** The latest reconciliation and audit-chain verification, and whether each failed. */
export async function latestChecks(db: Db) {
  const [[reconciliation], [verification]] = await Promise.all([
    db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.startedAt)).limit(1),
    db.select().from(auditVerifications).orderBy(desc(auditVerifications.id)).limit(1),
  ]);
  return {
    reconciliation: reconciliation ?? null,
    verification: verification ?? null,
    failed: (reconciliation && reconciliation.differences > 0 ? 1 : 0) + (verification && !verification.intact ? 1 : 0),
  };
}

/**
 * The administrators' alert: a queue counting the failed latest checks (0, 1 or 2), seen by whoever
 * holds `internal.server_status`. Its badge sits on Server status; the console turns a rise into a
 * toast and a browser notification (the service worker's). Not brand data: every brand counts it.
 */
export function registerFailedChecksQueue(queues: QueueRegistry): void {
  queues.register({
    key: 'internals.failedChecks',
    path: '/internals/server-status',
    permissions: ['internal.server_status'],
    count: async (db) => (await latestChecks(db)).failed,
  });
}

/** Tells every instance's open streams that the checks' outcome may have changed (any brand). */
export async function signalChecks(db: Executor): Promise<void> {
  for (const brand of await db.select({ id: brands.id }).from(brands)) await signalQueues(db, brand.id);
}
