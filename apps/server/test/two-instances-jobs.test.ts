import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/query-rows.ts';
import { JobRegistry } from '../src/jobs/job-registry.ts';
import { createJobRunner, type JobRunner } from '../src/jobs/job-runner.ts';
import { defineFunction, NO_PARAMETERS } from '../src/jobs/scheduled-function.ts';
import { openTestDatabase, testDriver } from './test-database.ts';

/**
 * Two server instances, each with its own connection pool, on one PostgreSQL database, as behind a
 * load balancer: their runners tick at the same moments, and each due time of a scheduled function
 * is run by exactly one of them.
 */
describe.skipIf(testDriver !== 'postgres')('the job registry on two instances over one database', () => {
  let first: Database & { url?: string };
  let second: Database;
  const ran: { instance: string; dueAt: string }[] = [];
  let now = new Date('2026-03-02T10:00:00.000Z');
  const clock = () => now;
  const log = pino({ level: 'silent' });

  const runnerOn = (db: Database['db'], instance: string): JobRunner =>
    createJobRunner({
      db,
      log,
      instanceId: instance,
      version: 'test',
      clock,
      registry: new JobRegistry().add(
        defineFunction({
          name: 'every-second',
          description: 'Counts who ran which due time',
          cron: '* * * * * *',
          parameters: NO_PARAMETERS,
          defaultParameters: {},
          run: async ({ dueAt }) => {
            ran.push({ instance, dueAt: dueAt.toISOString() });
            // Long enough that the other instance's tick overlaps the run.
            await new Promise((resolve) => setImmediate(resolve));
            return null;
          },
        }),
      ),
    });

  beforeAll(async () => {
    first = await openTestDatabase();
    if (!first.url) throw new Error('the PostgreSQL test database has no URL');
    second = await openDatabase({ driver: 'postgres', url: first.url, poolSize: 4 });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('runs a scheduled function exactly once per due time', async () => {
    const a = runnerOn(first.db, 'a');
    const b = runnerOn(second.db, 'b');
    await Promise.all([a.tick(), b.tick()]);
    for (let s = 1; s <= 30; s++) {
      now = new Date(Date.parse('2026-03-02T10:00:00.000Z') + s * 1000);
      await Promise.all([a.tick(), b.tick()]);
      await Promise.all([a.idle(), b.idle()]);
    }
    const dueTimes = ran.map((r) => r.dueAt);
    expect(new Set(dueTimes).size).toBe(dueTimes.length);
    expect(dueTimes).toHaveLength(30);
    const rows = await queryRows<{ n: number; distinct_due: number }>(
      first.db,
      sql`select count(*)::int as n, count(distinct due_at)::int as distinct_due from scheduled_function_runs
          where function_name = 'every-second' and status = 'succeeded'`,
    );
    expect(rows[0]).toEqual({ n: 30, distinct_due: 30 });
    await Promise.all([a.stop(), b.stop()]);
  });
});
