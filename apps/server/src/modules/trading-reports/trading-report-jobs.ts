import type { Db } from '../../db/client.ts';
import { defineFunction, NO_PARAMETERS } from '../../jobs/scheduled-function.ts';
import { takeBalanceSnapshots } from './balance-snapshot.ts';
import { importClosedDeals } from './import-deals.ts';

/**
 * The trading reports' functions of the job registry: the closed-deal import every minute, and the
 * balance snapshot check every 10 minutes (it writes once per reporting day and brand; also at
 * each start, so a new server's trend is not empty for its first ten minutes). Both are safe with
 * several servers (SKIP LOCKED cursor, advisory lock).
 */
export const tradingReportFunctions = (db: Db) => [
  defineFunction({
    name: 'trading-import',
    description: 'Imports the platforms’ closed deals into the trading reports.',
    cron: '0 * * * * *',
    parameters: NO_PARAMETERS,
    defaultParameters: {},
    run: async () => ({ imported: await importClosedDeals(db) }),
  }),
  defineFunction({
    name: 'balance-snapshot',
    description: 'Takes the day’s balance snapshot per brand for the trading reports’ trend (once a day).',
    cron: '0 */10 * * * *',
    runAtStart: true,
    parameters: NO_PARAMETERS,
    defaultParameters: {},
    run: async () => ({ brands: await takeBalanceSnapshots(db) }),
  }),
];
