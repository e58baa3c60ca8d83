import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { JobRegistry } from './job-registry.ts';
import { createJobRunner, HEARTBEAT_TIMEOUT_MS } from './job-runner.ts';
import { cronForInterval, defineFunction, fromIntervalJob, NO_PARAMETERS } from './scheduled-function.ts';

const log = pino({ level: 'silent' });
type Run = {
  function_name: string;
  due_at: Date;
  status: string;
  error: string | null;
  output: unknown;
  trigger: string;
};

describe('job registry and runner', () => {
  let database: Database;
  let now = new Date('2026-03-02T10:00:00.000Z');
  const clock = () => now;
  const at = (iso: string) => {
    now = new Date(iso);
  };
  const calls: { name: string; dueAt: string; parameters: unknown }[] = [];
  let failNext = false;

  const registry = () =>
    new JobRegistry()
      .add(
        defineFunction({
          name: 'every-minute',
          description: 'Counts',
          cron: '0 * * * * *',
          parameters: z.object({ step: z.number().int().min(1) }).strict(),
          defaultParameters: { step: 1 },
          run: async ({ parameters, dueAt }) => {
            calls.push({ name: 'every-minute', dueAt: dueAt.toISOString(), parameters });
            if (failNext) {
              failNext = false;
              throw new Error('it broke');
            }
            return { counted: parameters.step };
          },
        }),
      )
      .add(
        defineFunction({
          name: 'off-by-default',
          description: 'Never on its own',
          cron: '0 0 * * * *',
          enabled: false,
          parameters: NO_PARAMETERS,
          defaultParameters: {},
          run: async ({ dueAt }) => {
            calls.push({ name: 'off-by-default', dueAt: dueAt.toISOString(), parameters: {} });
            return null;
          },
        }),
      );

  const runs = () =>
    queryRows<Run>(
      database.db,
      sql`select function_name, due_at, status, error, output, trigger from scheduled_function_runs order by due_at, started_at`,
    );

  /** Instance "a" of the server, on the test registry and clock. */
  const runnerA = () =>
    createJobRunner({ db: database.db, registry: registry(), log, instanceId: 'a', version: 't', clock });
  /** One pass of the runner: claim what is due, and wait for what it started. */
  const pass = async (runner: ReturnType<typeof createJobRunner>) => {
    await runner.tick();
    await runner.idle();
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    calls.length = 0;
    await database.db.execute(sql`delete from scheduled_function_runs`);
    await database.db.execute(sql`delete from scheduled_functions`);
    await database.db.execute(sql`delete from server_instances`);
    at('2026-03-02T10:00:00.000Z');
  });

  it('runs a function once per due time, at the due time and not before', async () => {
    const runner = runnerA();
    await pass(runner);
    expect(calls).toEqual([]);
    at('2026-03-02T10:00:59.999Z');
    await pass(runner);
    expect(calls).toEqual([]);
    at('2026-03-02T10:01:00.000Z');
    await pass(runner);
    await pass(runner);
    expect(calls).toEqual([{ name: 'every-minute', dueAt: '2026-03-02T10:01:00.000Z', parameters: { step: 1 } }]);
    const [run] = await runs();
    expect(run).toMatchObject({ function_name: 'every-minute', status: 'succeeded', output: { counted: 1 } });
    // Three minutes of silence (no server ran): the missed times make one run, not three.
    at('2026-03-02T10:04:30.000Z');
    await pass(runner);
    expect(calls.map((c) => c.dueAt)).toEqual(['2026-03-02T10:01:00.000Z', '2026-03-02T10:02:00.000Z']);
    const [fn] = await queryRows<{ next_run_at: Date }>(
      database.db,
      sql`select next_run_at from scheduled_functions where name = 'every-minute'`,
    );
    expect(new Date(fn?.next_run_at ?? 0).toISOString()).toBe('2026-03-02T10:05:00.000Z');
  });

  it('never runs a disabled function on its own, but runs it when asked', async () => {
    const runner = runnerA();
    await runner.tick();
    at('2026-03-02T12:00:00.000Z');
    await pass(runner);
    expect(calls.filter((c) => c.name === 'off-by-default')).toEqual([]);
    await database.db.execute(
      sql`insert into scheduled_function_runs (function_name, due_at, trigger, status) values ('off-by-default', now(), 'manual', 'queued')`,
    );
    await pass(runner);
    expect(calls.filter((c) => c.name === 'off-by-default')).toHaveLength(1);
    expect((await runs()).find((r) => r.function_name === 'off-by-default')).toMatchObject({
      status: 'succeeded',
      trigger: 'manual',
    });
  });

  it('records a failed run with its error and runs again at the next due time', async () => {
    const runner = runnerA();
    await runner.tick();
    failNext = true;
    at('2026-03-02T10:01:00.000Z');
    await pass(runner);
    at('2026-03-02T10:02:00.000Z');
    await pass(runner);
    const all = (await runs()).filter((r) => r.function_name === 'every-minute');
    expect(all.map((r) => [r.status, r.error])).toEqual([
      ['failed', 'it broke'],
      ['succeeded', null],
    ]);
    expect(runner.state()).toMatchObject({ succeeded: 1, failed: 1 });
  });

  it('runs with the parameters stored for the function', async () => {
    const runner = runnerA();
    await runner.tick();
    await database.db.execute(
      sql`update scheduled_functions set parameters = '{"step": 5}', edited_at = now() where name = 'every-minute'`,
    );
    at('2026-03-02T10:01:00.000Z');
    await pass(runner);
    expect(calls.at(-1)?.parameters).toEqual({ step: 5 });
  });

  it('marks failed a run whose instance stopped heartbeating, and leaves a live instance’s alone', async () => {
    const a = runnerA();
    await a.tick();
    // A run of instance "dead" that died mid-run (its process was killed): its heartbeat stops.
    await database.db.execute(sql`
      insert into server_instances (id, hostname, pid, version, started_at, heartbeat_at)
      values ('dead', 'h', 1, 't', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`);
    await database.db.execute(sql`
      insert into scheduled_function_runs (function_name, due_at, status, started_at, instance_id)
      values ('every-minute', '2026-03-02T09:59:00Z', 'running', ${now.toISOString()}::timestamptz, 'dead'),
             ('off-by-default', '2026-03-02T09:00:00Z', 'running', ${now.toISOString()}::timestamptz, 'a')`);
    at(new Date(now.getTime() + HEARTBEAT_TIMEOUT_MS / 2).toISOString());
    await a.tick();
    expect((await runs()).filter((r) => r.status === 'running')).toHaveLength(2);
    at(new Date(now.getTime() + HEARTBEAT_TIMEOUT_MS).toISOString());
    await a.tick();
    const after = await runs();
    expect(after.find((r) => r.function_name === 'every-minute' && r.status !== 'succeeded')).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('stopped heartbeating'),
    });
    // Instance "a" heartbeats as it ticks, so its own run is still running.
    expect(after.find((r) => r.function_name === 'off-by-default')?.status).toBe('running');
  });

  it('writes a heartbeat with the runner’s state and marks the instance stopped when it stops', async () => {
    const runner = createJobRunner({
      db: database.db,
      registry: registry(),
      log,
      instanceId: 'beat',
      version: '1.2.3',
      clock,
      stats: async () => ({ requestsLastMinute: 7 }),
    });
    await runner.tick();
    const [row] = await queryRows<{
      version: string;
      stats: { requestsLastMinute: number; runner: { state: string } };
    }>(database.db, sql`select version, stats from server_instances where id = 'beat'`);
    expect(row).toMatchObject({ version: '1.2.3', stats: { requestsLastMinute: 7, runner: { state: 'running' } } });
    await runner.stop();
    const [stopped] = await queryRows<{ stopped: boolean }>(
      database.db,
      sql`select stopped_at is not null as stopped from server_instances where id = 'beat'`,
    );
    expect(stopped?.stopped).toBe(true);
  });

  it('turns an interval job of the old shape into a function with one line', async () => {
    let ran = 0;
    const fn = fromIntervalJob({ name: 'old-job', everyMs: 15 * 60_000, run: async () => void ran++ }, 'An old job');
    expect(fn.cron).toBe('0 */15 * * * *');
    const runner = createJobRunner({
      db: database.db,
      registry: new JobRegistry().add(fn),
      log,
      instanceId: 'a',
      version: 't',
      clock,
    });
    await runner.tick();
    at('2026-03-02T10:15:00.000Z');
    await pass(runner);
    expect(ran).toBe(1);
    expect(cronForInterval(2000)).toBe('*/2 * * * * *');
    expect(cronForInterval(90_000)).toBe('0 * * * * *');
  });
});
