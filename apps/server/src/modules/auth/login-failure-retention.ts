import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deleteInBatches } from '../../db/delete-in-batches.ts';
import { defineFunction, NO_PARAMETERS } from '../../jobs/scheduled-function.ts';
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

/** Hourly, as a function of the job registry; several instances would only delete the same rows once. */
export const pruneLoginFailuresFunction = (db: Db) =>
  defineFunction({
    name: 'prune-login-failures',
    description: 'Deletes the sign-in failures older than the longest throttle memory.',
    cron: '0 0 * * * *',
    parameters: NO_PARAMETERS,
    defaultParameters: {},
    run: async () => ({ pruned: await pruneLoginFailures(db) }),
  });
