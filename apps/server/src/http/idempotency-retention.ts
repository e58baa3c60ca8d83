import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deleteInBatches } from '../db/delete-in-batches.ts';
import { defineFunction, NO_PARAMETERS } from '../jobs/scheduled-function.ts';

/**
 * How long an `Idempotency-Key` is honoured. A retry comes seconds or minutes after the call it
 * repeats (the console makes a key per submitted dialog), so a week is generous; after it, the
 * same key runs as a new call. The saved reply is a convenience, not the record: the money's
 * record is the journal, the transaction row and the audit log, which are never pruned.
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 7;

/** Rows deleted per statement, so pruning a backlog never holds many row locks at once. */
const BATCH = 5000;

/** Deletes the keys older than the retention, in batches; answers how many went. */
export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * 86_400_000);
  return deleteInBatches(
    db,
    BATCH,
    () => sql`with gone as (
            delete from idempotency_keys
            where (staff_id, key) in (
              select staff_id, key from idempotency_keys where created_at < ${before.toISOString()}::timestamptz limit ${BATCH}
            )
            returning 1
          )
          select count(*)::int as n from gone`,
  );
}

/** Hourly, as a function of the job registry. */
export const pruneIdempotencyKeysFunction = (db: Db) =>
  defineFunction({
    name: 'prune-idempotency-keys',
    description: `Deletes the Idempotency-Keys older than ${IDEMPOTENCY_KEY_RETENTION_DAYS} days.`,
    cron: '0 0 * * * *',
    parameters: NO_PARAMETERS,
    defaultParameters: {},
    run: async () => ({ pruned: await pruneIdempotencyKeys(db) }),
  });
