import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors.ts';

/**
 * Work done again and again in the server's own process, `everyMs` after the last run ended: the
 * old shape of a background job. The server runs its jobs from the job registry now; a job of this
 * shape joins it with one line in register-functions.ts: `registry.add(fromIntervalJob(job, 'What it does'))`.
 */
export type IntervalJob = { name: string; everyMs: number; run: () => Promise<void> };

export type RunningJobs = { stop(): Promise<void> };

/**
 * Starts in-process jobs outside the registry (only the demo client app's test helper still does).
 * Each run is followed by a wait, never overlapped by the next, and a
 * failed run is logged and tried again at the next turn. `stop` ends the timers and waits for
 * runs in flight, so the database can close after them.
 */
export function startIntervalJobs(log: FastifyBaseLogger, jobs: readonly IntervalJob[]): RunningJobs {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  for (const job of jobs) {
    const run = async () => {
      const pending = job.run().catch((err: unknown) => logJobFailure(log, job.name, err));
      running.add(pending);
      await pending;
      running.delete(pending);
      if (!stopped) schedule();
    };
    const schedule = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void run();
      }, job.everyMs);
      timers.add(timer);
    };
    schedule();
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}

/** A run that failed because the database is away is retried at the next turn: a warning, no query text. */
export function logJobFailure(log: FastifyBaseLogger, job: string, err: unknown): void {
  if (isDatabaseUnavailable(err)) log.warn({ job }, 'background job skipped: database unavailable');
  else log.error({ err, job }, 'background job failed');
}
