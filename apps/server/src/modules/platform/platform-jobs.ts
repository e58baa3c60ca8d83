import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type RunningJobs, startIntervalJobs } from '../../jobs/interval-jobs.ts';
import { tickPrices } from './price-feed.ts';
import { reconcileScheduled } from './reconcile.ts';
import { simulateTrading } from './simulated-trader.ts';

type Options = { feedIntervalMs?: number; reconcileIntervalMs?: number };

/**
 * The in-process jobs of the platform module, started by main.ts (never by tests unless a test
 * asks): the price feed with its simulated traders every ~2 s, and reconciliation every 10
 * minutes.
 */
export function startPlatformJobs(db: Db, log: FastifyBaseLogger, options: Options = {}): RunningJobs {
  const feedMs = options.feedIntervalMs ?? 2000;
  const reconcileMs = options.reconcileIntervalMs ?? 10 * 60_000;
  return startIntervalJobs(log, [
    {
      name: 'price-feed',
      everyMs: feedMs,
      run: async () => {
        // Only the instance that moved the prices trades on them.
        if (await tickPrices(db, Math.random, feedMs * 0.8)) {
          await db.transaction((tx) => simulateTrading(tx, Math.random));
        }
      },
    },
    {
      name: 'reconciliation',
      everyMs: reconcileMs,
      run: async () => {
        const report = await reconcileScheduled(db, reconcileMs * 0.9);
        if (report && report.differences.length > 0) {
          log.warn({ runId: report.runId, differences: report.differences.length }, 'ledger and platforms disagree');
        }
      },
    },
  ]);
}
