import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { IntervalJob } from './interval-jobs.ts';

/** What a run is given: its validated parameters, the due time it was claimed for, a logger. */
export type RunContext<P> = { parameters: P; dueAt: Date; log: FastifyBaseLogger };

/**
 * A function of the job registry. `cron` is the default schedule (croner syntax, seconds field
 * allowed) and `enabled` the default switch: both apply until a staff member edits the function,
 * then the database row is what counts. `parameters` validates what staff enter; its output is
 * what `run` receives. `run` answers a small JSON-able summary shown in the run history.
 */
export type ScheduledFunction<P = unknown> = {
  name: string;
  description: string;
  cron: string;
  enabled?: boolean;
  parameters: z.ZodType<P>;
  defaultParameters: P;
  /** Also queue one run when a server instance starts (e.g. a snapshot a new server should not wait for). */
  runAtStart?: boolean;
  run(context: RunContext<P>): Promise<unknown>;
};

/** Functions that take no parameters. */
export const NO_PARAMETERS = z.object({}).strict();

/** Typed once here so each module declares its function without repeating the generic. */
export const defineFunction = <P>(fn: ScheduledFunction<P>): ScheduledFunction<P> => fn;

/**
 * The cron that runs about every `everyMs`: the longest clean period (one dividing the minute, the
 * hour or the day) not longer than it. 90 s becomes every minute, 15 min every 15 minutes.
 */
export function cronForInterval(everyMs: number): string {
  const seconds = Math.max(1, Math.floor(everyMs / 1000));
  const largest = (limit: number, of: number) => {
    for (let n = Math.min(limit, of); n > 1; n--) if (of % n === 0 && n <= limit) return n;
    return 1;
  };
  if (seconds < 60) {
    const s = largest(seconds, 60);
    return s === 1 ? '* * * * * *' : `*/${s} * * * * *`;
  }
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) {
    const m = largest(minutes, 60);
    return m === 1 ? '0 * * * * *' : `0 */${m} * * * *`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const h = largest(hours, 24);
    return h === 1 ? '0 0 * * * *' : `0 0 */${h} * * *`;
  }
  return '0 0 0 * * *';
}

/**
 * The one-line way to move a job of the old shape (`startIntervalJobs` entries) into the registry:
 * `registry.add(fromIntervalJob(myJob, 'What it does'))`. Its interval becomes the default cron
 * (cronForInterval); it takes no parameters and reports no output.
 */
export function fromIntervalJob(job: IntervalJob, description: string): ScheduledFunction<Record<string, never>> {
  return {
    name: job.name,
    description,
    cron: cronForInterval(job.everyMs),
    parameters: NO_PARAMETERS,
    defaultParameters: {},
    run: async () => {
      await job.run();
      return null;
    },
  };
}
