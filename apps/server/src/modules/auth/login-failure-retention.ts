import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { deleteInBatches } from '../../db/delete-in-batches.ts';
import type { IntervalJob } from '../../jobs/interval-jobs.ts';
import { PAIR_MEMORY } from './throttle-rules.ts';

/** Rows deleted per statement, so pruning a flood's backlog never holds many row locks at once. */
const BATCH = 5000;

/**
 * Deletes failures older than the pair memory, the longest any throttle looks back, in batches;
 * answers how many went. Database time, like every throttle decision. Failures are evidence only
 * for throttling: the audit log keeps the record of each.
 */
export async function pruneLoginFailures(db: Db): Promise<number> {
  return deleteInBatches(
    db,
    BATCH,
    () => sql`with gone as (
            delete from login_failures
            where id in (select id from login_failures where at < now() - ${sql.raw(PAIR_MEMORY)} limit ${BATCH})
            returning 1
          )
          select count(*)::int as n from gone`,
  );
}

/** Hourly; several server instances running it at once only delete the same rows once. */
export const pruneLoginFailuresJob = (db: Db, log: FastifyBaseLogger): IntervalJob => ({
  name: 'prune-login-failures',
  everyMs: 60 * 60_000,
  run: async () => {
    const pruned = await pruneLoginFailures(db);
    if (pruned > 0) log.info({ pruned }, 'sign-in failures past the throttle memory pruned');
  },
});
