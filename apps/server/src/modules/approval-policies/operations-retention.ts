import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { deleteInBatches } from '../../db/delete-in-batches.ts';
import { defineFunction } from '../../jobs/scheduled-function.ts';
import { APPROVAL_WINDOW_MS } from './approval-rules.ts';

/** Rows deleted per statement, so pruning a backlog never holds many row locks at once. */
const BATCH = 5000;
const WINDOW_HOURS = APPROVAL_WINDOW_MS / 3_600_000;

/**
 * Deletes the approval operations older than `keepHours` before `now`, in batches; answers how many
 * went. The rule only sums the last 24 hours, so older rows count for nothing; they are a working
 * set, not the record (the money's record is the journal, its transactions and the audit log).
 */
export async function pruneApprovalOperations(db: Db, now: Date, keepHours: number): Promise<number> {
  const before = new Date(now.getTime() - Math.max(keepHours, WINDOW_HOURS) * 3_600_000).toISOString();
  return deleteInBatches(
    db,
    BATCH,
    () => sql`with gone as (
            delete from approval_operations
            where id in (select id from approval_operations where at < ${before}::timestamptz limit ${BATCH})
            returning 1
          )
          select count(*)::int as n from gone`,
  );
}

/** Hourly, as a function of the job registry. */
export const pruneApprovalOperationsFunction = (db: Db) =>
  defineFunction({
    name: 'prune-approval-operations',
    description:
      'Deletes the operations the four-eyes rule no longer sums (older than its 24-hour window and a margin).',
    cron: '0 10 * * * *',
    parameters: z
      .object({
        keepHours: z
          .number()
          .int()
          .min(WINDOW_HOURS)
          .max(24 * 365)
          .describe(`Operations younger than this many hours stay (at least the rule's ${WINDOW_HOURS}).`),
      })
      .strict(),
    defaultParameters: { keepHours: 48 },
    run: async ({ parameters, dueAt }) => ({ pruned: await pruneApprovalOperations(db, dueAt, parameters.keepHours) }),
  });
