import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { defineFunction } from './scheduled-function.ts';

const ZPruneRunsParameters = z
  .object({
    keepDays: z.number().int().min(1).max(365).describe('Runs finished longer ago than this many days go.'),
    keepPerFunction: z
      .number()
      .int()
      .min(10)
      .max(100_000)
      .describe('The newest this many finished runs of each function stay whatever their age.'),
  })
  .strict();

/**
 * The registry's own housekeeping: the history of frequent functions (the sealer runs every
 * second) would grow without end. Finished runs older than `keepDays`, or beyond the newest
 * `keepPerFunction` of their function, are deleted; so are instances stopped that long ago.
 */
export const pruneRunsFunction = (db: Db) =>
  defineFunction({
    name: 'prune-function-runs',
    description: 'Deletes old runs from the scheduled functions’ history and long-stopped server instances.',
    cron: '0 5 * * * *',
    parameters: ZPruneRunsParameters,
    defaultParameters: { keepDays: 7, keepPerFunction: 500 },
    run: async ({ parameters, dueAt }) => {
      const before = new Date(dueAt.getTime() - parameters.keepDays * 86_400_000).toISOString();
      const [runs] = await queryRows<{ n: number }>(
        db,
        sql`with ranked as (
              select id, row_number() over (partition by function_name order by due_at desc) as rank, finished_at
                from scheduled_function_runs where status in ('succeeded', 'failed')
            ), gone as (
              delete from scheduled_function_runs r using ranked
               where r.id = ranked.id
                 and (ranked.finished_at < ${before}::timestamptz or ranked.rank > ${parameters.keepPerFunction})
              returning 1
            )
            select count(*)::int as n from gone`,
      );
      const [instances] = await queryRows<{ n: number }>(
        db,
        sql`with gone as (delete from server_instances where coalesce(stopped_at, heartbeat_at) < ${before}::timestamptz returning 1)
            select count(*)::int as n from gone`,
      );
      return { runs: runs?.n ?? 0, instances: instances?.n ?? 0 };
    },
  });
