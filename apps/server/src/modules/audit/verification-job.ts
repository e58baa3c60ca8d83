import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { IntervalJob } from '../../jobs/interval-jobs.ts';
import { type Clock, systemClock, verifyWhenDue } from './record-verification.ts';

/** How often the job looks whether a verification is due; the interval itself is configured. */
const LOOK_EVERY_MS = 60_000;

/**
 * The in-process verification of the audit chain (`AUDIT_VERIFY_INTERVAL_MINUTES`, 0 turns it
 * off), as an interval job of main.ts: it looks every minute and verifies when the newest recorded
 * run is older than the interval. A broken chain is logged as an error besides being recorded.
 */
export function auditVerificationJob(
  db: Db,
  log: FastifyBaseLogger,
  intervalMinutes: number,
  now: Clock = systemClock,
): IntervalJob[] {
  if (intervalMinutes <= 0) return [];
  const intervalMs = intervalMinutes * 60_000;
  return [
    {
      name: 'audit-verify',
      everyMs: Math.min(LOOK_EVERY_MS, intervalMs),
      run: async () => {
        const run = await verifyWhenDue(db, intervalMs, now);
        if (run && !run.intact) {
          log.error(
            { firstBadPosition: run.firstBadPosition, problems: run.problems },
            'audit chain verification failed',
          );
        }
      },
    },
  ];
}
