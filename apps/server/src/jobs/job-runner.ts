import { hostname } from 'node:os';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { queryRows } from '../db/query-rows.ts';
import { scheduledFunctionRuns, scheduledFunctions, serverInstances } from '../db/schema-jobs.ts';
import { nextDue } from './cron.ts';
import type { JobRegistry } from './job-registry.ts';
import { syncFunctions } from './sync-functions.ts';

/** How often a runner looks for due runs; the finest schedule is a second. */
const TICK_MS = 1000;
/** How often an instance writes its heartbeat. */
export const HEARTBEAT_MS = 5000;
/** An instance silent this long is taken for dead: its running runs are marked failed. */
export const HEARTBEAT_TIMEOUT_MS = 30_000;
/** At most this many queued manual runs claimed per tick. */
const QUEUED_PER_TICK = 5;

export type RunnerState = {
  state: 'running' | 'stopping' | 'stopped';
  inFlight: string[];
  succeeded: number;
  failed: number;
  lastTickAt: string | null;
};

export type JobRunnerOptions = {
  db: Db;
  registry: JobRegistry;
  log: FastifyBaseLogger;
  instanceId: string;
  version: string;
  clock?: () => Date;
  /** What the heartbeat carries besides liveness (server-status stats); the runner's state is added. */
  stats?: () => Promise<Record<string, unknown>>;
};

type Claimed = { id: string; name: string; dueAt: Date; parameters: unknown };

export type JobRunner = {
  /** One turn: heartbeat when due, fail abandoned runs, claim and start what is due. Tests call it with their clock. */
  tick(): Promise<void>;
  /** Resolves when every run this instance started has finished. */
  idle(): Promise<void>;
  state(): RunnerState;
  /** Starts the timer loop (main.ts); tests drive `tick` instead. */
  start(): void;
  /** Ends the loop, waits for runs in flight, marks the instance stopped. */
  stop(): Promise<void>;
};

/**
 * The registry's runner, one per server instance. Each tick it claims due runs: the functions'
 * rows are locked FOR UPDATE SKIP LOCKED, `next_run_at` moves to the next due time and a run row
 * (function, due_at) is inserted in the same transaction; the unique index on it is the second
 * guard, so two instances never run one due time twice. A claimed run executes outside the
 * transaction and its row records the outcome. A function never overlaps itself on one instance.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, registry, log, instanceId } = options;
  const clock = options.clock ?? (() => new Date());
  const startedAt = clock();
  const inFlight = new Map<string, Promise<void>>();
  let lastBeat: number | null = null;
  let synced = false;
  let status: RunnerState['state'] = 'running';
  let succeeded = 0;
  let failed = 0;
  let lastTickAt: Date | null = null;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> = Promise.resolve();

  const state = (): RunnerState => ({
    state: status,
    inFlight: [...inFlight.keys()].map((id) => id.split(':')[0] ?? id),
    succeeded,
    failed,
    lastTickAt: lastTickAt?.toISOString() ?? null,
  });

  const beat = async (now: Date, stopped = false) => {
    const stats = { ...(await options.stats?.()), runner: state() };
    const row = {
      id: instanceId,
      hostname: hostname(),
      pid: process.pid,
      version: options.version,
      startedAt,
      heartbeatAt: now,
      stoppedAt: stopped ? now : null,
      stats,
    };
    await db
      .insert(serverInstances)
      .values(row)
      .onConflictDoUpdate({
        target: serverInstances.id,
        set: { heartbeatAt: row.heartbeatAt, stoppedAt: row.stoppedAt, stats: row.stats },
      });
    lastBeat = now.getTime();
  };

  /** Runs whose instance stopped heartbeating (or stopped) are failed: never left running. */
  const failAbandoned = async (now: Date) => {
    const silentSince = new Date(now.getTime() - HEARTBEAT_TIMEOUT_MS);
    await db.execute(sql`
      update scheduled_function_runs r
         set status = 'failed',
             finished_at = ${now.toISOString()}::timestamptz,
             error = 'Abandoned: the server instance running it stopped heartbeating'
       where r.status = 'running'
         and not exists (
           select 1 from server_instances i
            where i.id = r.instance_id and i.stopped_at is null and i.heartbeat_at > ${silentSince.toISOString()}::timestamptz
         )`);
  };

  /** The functions with no run in flight on this instance. */
  const idleNames = () => {
    const busy = new Set([...inFlight.keys()].map((k) => k.split(':')[0]));
    return registry.names().filter((n) => !busy.has(n));
  };

  const claimDue = async (now: Date): Promise<Claimed[]> => {
    const names = idleNames();
    if (names.length === 0) return [];
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(scheduledFunctions)
        .where(
          and(
            inArray(scheduledFunctions.name, names),
            eq(scheduledFunctions.enabled, true),
            lte(scheduledFunctions.nextRunAt, now),
          ),
        )
        .for('update', { skipLocked: true });
      const claimed: Claimed[] = [];
      for (const fn of due) {
        if (!fn.nextRunAt) continue;
        await tx
          .update(scheduledFunctions)
          .set({ nextRunAt: nextDue(fn.cron, now) })
          .where(eq(scheduledFunctions.name, fn.name));
        const [run] = await tx
          .insert(scheduledFunctionRuns)
          .values({
            functionName: fn.name,
            dueAt: fn.nextRunAt,
            trigger: 'schedule',
            status: 'running',
            startedAt: now,
            instanceId,
          })
          .onConflictDoNothing()
          .returning({ id: scheduledFunctionRuns.id });
        if (run) claimed.push({ id: run.id, name: fn.name, dueAt: fn.nextRunAt, parameters: fn.parameters });
      }
      return claimed;
    });
  };

  /**
   * Manual ("run now") and start runs wait as `queued` until one instance takes them, one at a
   * time so two queued runs of one function never run side by side.
   */
  const claimQueued = async (now: Date): Promise<Claimed[]> => {
    const claimed: Claimed[] = [];
    for (let i = 0; i < QUEUED_PER_TICK; i++) {
      const names = idleNames().filter((n) => !claimed.some((c) => c.name === n));
      if (names.length === 0) break;
      const rows = await queryRows<{ id: string; name: string; due_at: string | Date; parameters: unknown }>(
        db,
        sql`
        update scheduled_function_runs r
           set status = 'running', started_at = ${now.toISOString()}::timestamptz, instance_id = ${instanceId}
          from scheduled_functions f
         where f.name = r.function_name
           and r.id = (
             select id from scheduled_function_runs
              where status = 'queued' and function_name in (${sql.join(
                names.map((n) => sql`${n}`),
                sql`, `,
              )})
              order by due_at
              limit 1
              for update skip locked
           )
        returning r.id, r.function_name as name, r.due_at, f.parameters`,
      );
      const row = rows[0];
      if (!row) break;
      claimed.push({ id: row.id, name: row.name, dueAt: new Date(row.due_at), parameters: row.parameters });
    }
    return claimed;
  };

  const execute = async (run: Claimed) => {
    const fn = registry.get(run.name);
    const started = clock();
    let outcome: { status: 'succeeded' | 'failed'; output: unknown; error: string | null };
    try {
      if (!fn) throw new Error(`No function ${run.name} is registered on this instance`);
      const parameters = fn.parameters.parse(run.parameters);
      const output = await fn.run({ parameters, dueAt: run.dueAt, log: log.child({ job: run.name }) });
      outcome = {
        status: 'succeeded',
        output: output === undefined ? null : JSON.parse(JSON.stringify(output)),
        error: null,
      };
      succeeded += 1;
    } catch (err) {
      if (isDatabaseUnavailable(err)) log.warn({ job: run.name }, 'scheduled function failed: database unavailable');
      else log.error({ err, job: run.name }, 'scheduled function failed');
      outcome = { status: 'failed', output: null, error: err instanceof Error ? err.message : String(err) };
      failed += 1;
    }
    const finished = clock();
    await db
      .update(scheduledFunctionRuns)
      .set({
        status: outcome.status,
        finishedAt: finished,
        durationMs: Math.max(0, finished.getTime() - started.getTime()),
        output: outcome.output,
        error: outcome.error,
      })
      .where(and(eq(scheduledFunctionRuns.id, run.id), eq(scheduledFunctionRuns.status, 'running')))
      .catch((err: unknown) => log.warn({ err, job: run.name }, 'the outcome of a run could not be recorded'));
  };

  const launch = (run: Claimed) => {
    const key = `${run.name}:${run.id}`;
    const pending = execute(run).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  };

  const tick = async () => {
    const now = clock();
    lastTickAt = now;
    if (!synced) {
      await syncFunctions(db, registry, now);
      await queueStartRuns(now);
      synced = true;
    }
    if (lastBeat === null || now.getTime() - lastBeat >= HEARTBEAT_MS) {
      await beat(now);
      await failAbandoned(now);
    }
    if (status !== 'running') return;
    for (const run of await claimDue(now)) launch(run);
    for (const run of await claimQueued(now)) launch(run);
  };

  const queueStartRuns = async (now: Date) => {
    const atStart = registry.all().filter((fn) => fn.runAtStart);
    if (atStart.length === 0) return;
    await db
      .insert(scheduledFunctionRuns)
      .values(atStart.map((fn) => ({ functionName: fn.name, dueAt: now, trigger: 'start', status: 'queued' })))
      .onConflictDoNothing();
  };

  const loop = () => {
    timer = setTimeout(() => {
      ticking = tick()
        .catch((err: unknown) => {
          if (isDatabaseUnavailable(err)) log.warn('job runner: database unavailable');
          else log.error({ err }, 'job runner tick failed');
        })
        .finally(() => {
          if (status === 'running') loop();
        });
    }, TICK_MS);
  };

  return {
    tick,
    state,
    idle: async () => {
      while (inFlight.size > 0) await Promise.all(inFlight.values());
    },
    start() {
      loop();
    },
    async stop() {
      status = 'stopping';
      clearTimeout(timer);
      await ticking;
      while (inFlight.size > 0) await Promise.all(inFlight.values());
      status = 'stopped';
      await beat(clock(), true).catch((err: unknown) => log.warn({ err }, 'the last heartbeat could not be written'));
    },
  };
}
