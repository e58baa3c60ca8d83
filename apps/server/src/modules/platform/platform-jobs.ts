import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { tickPrices } from './price-feed.ts';
import { reconcileScheduled } from './reconcile.ts';
import { simulateTrading } from './simulated-trader.ts';

export type PlatformJobs = { stop(): Promise<void> };

type Options = { feedIntervalMs?: number; reconcileIntervalMs?: number };

/**
 * The in-process jobs of the platform module, started by main.ts (never by tests unless a test
 * asks): the price feed with its simulated traders every ~2 s, and reconciliation every 10
 * minutes. Each run is followed by a wait, never overlapped by the next; `stop` ends the timers
 * and waits for a run in flight, so the database can close after it.
 */
export function startPlatformJobs(db: Db, log: FastifyBaseLogger, options: Options = {}): PlatformJobs {
  const feedMs = options.feedIntervalMs ?? 2000;
  const reconcileMs = options.reconcileIntervalMs ?? 10 * 60_000;
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const every = (name: string, ms: number, work: () => Promise<void>) => {
    const run = async () => {
      const job = work().catch((err: unknown) => log.error({ err, job: name }, 'platform job failed'));
      running.add(job);
      await job;
      running.delete(job);
      if (!stopped) schedule();
    };
    const schedule = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void run();
      }, ms);
      timers.add(timer);
    };
    schedule();
  };

  every('price-feed', feedMs, async () => {
    // Only the instance that moved the prices trades on them.
    if (await tickPrices(db, Math.random, feedMs * 0.8)) {
      await db.transaction((tx) => simulateTrading(tx, Math.random));
    }
  });
  every('reconciliation', reconcileMs, async () => {
    const report = await reconcileScheduled(db, reconcileMs * 0.9);
    if (report && report.differences.length > 0) {
      log.warn({ runId: report.runId, differences: report.differences.length }, 'ledger and platforms disagree');
    }
  });

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
