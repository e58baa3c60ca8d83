import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { logJobFailure, type RunningJobs, startIntervalJobs } from '../../jobs/interval-jobs.ts';
import { takeBalanceSnapshots } from './balance-snapshot.ts';
import { importClosedDeals } from './import-deals.ts';

type Options = { importIntervalMs?: number; snapshotIntervalMs?: number };

/**
 * The trading reports' jobs, started by main.ts: the closed-deal import every minute, and the
 * balance snapshot check every 10 minutes (it writes once per reporting day and brand). Both are
 * safe with several servers (SKIP LOCKED cursor, advisory lock).
 */
export function startTradingReportJobs(db: Db, log: FastifyBaseLogger, options: Options = {}): RunningJobs {
  // Today's snapshot at once, so a new server's trend is not empty for its first ten minutes.
  takeBalanceSnapshots(db).catch((err: unknown) => logJobFailure(log, 'balance-snapshot', err));
  return startIntervalJobs(log, [
    {
      name: 'trading-import',
      everyMs: options.importIntervalMs ?? 60_000,
      run: async () => {
        await importClosedDeals(db);
      },
    },
    {
      name: 'balance-snapshot',
      everyMs: options.snapshotIntervalMs ?? 10 * 60_000,
      run: async () => {
        const brands = await takeBalanceSnapshots(db);
        if (brands.length > 0) log.info({ brands }, 'balance snapshots taken');
      },
    },
  ]);
}
