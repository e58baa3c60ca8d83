import { defineFunction, NO_PARAMETERS } from '../../jobs/scheduled-function.ts';
import { alertOnCheck, type CheckAlertDeps } from '../server-status/check-alerts.ts';
import { signalChecks } from '../server-status/failed-checks.ts';
import { tickPrices } from './price-feed.ts';
import { reconcile } from './reconcile.ts';
import { adoptExistingAccounts } from './simulated/adopt-accounts.ts';
import { simulateTrading } from './simulated-trader.ts';

/**
 * The platform module's functions of the job registry: the price feed with its simulated traders
 * every 2 s, reconciliation every 10 minutes, and the adoption of accounts the simulated platform
 * does not know yet (at each start, and daily). A failed reconciliation e-mails the administrators
 * once per failure episode (`check-alerts.ts`).
 */
export const platformFunctions = (deps: CheckAlertDeps) => {
  const { db } = deps;
  return [
    defineFunction({
      name: 'price-feed',
      description: 'Moves the simulated prices and lets the simulated traders trade on them.',
      cron: '*/2 * * * * *',
      parameters: NO_PARAMETERS,
      defaultParameters: {},
      run: async () => {
        // The registry runs one tick per due time; the gap only guards against the CLI or an older server.
        const moved = await tickPrices(db, Math.random, 500);
        if (moved) await db.transaction((tx) => simulateTrading(tx, Math.random));
        return { moved };
      },
    }),
    defineFunction({
      name: 'reconciliation',
      description: 'Compares the ledger’s client balances and credit with the trading platforms’ accounts.',
      cron: '0 */10 * * * *',
      parameters: NO_PARAMETERS,
      defaultParameters: {},
      run: async ({ log }) => {
        const report = await reconcile(db);
        await signalChecks(db);
        const failure =
          report.differences.length > 0
            ? `The ledger and the trading platforms disagree on ${report.differences.length} point(s) (reconciliation run ${report.runId}).`
            : null;
        await alertOnCheck(deps, 'reconciliation', failure, log);
        if (report.differences.length > 0) {
          log.warn({ runId: report.runId, differences: report.differences.length }, 'ledger and platforms disagree');
          // A failed run: the page, the server status and the administrators' alert show it.
          throw new Error(`Reconciliation found ${report.differences.length} difference(s) (run ${report.runId})`);
        }
        return { runId: report.runId, differences: 0 };
      },
    }),
    defineFunction({
      name: 'adopt-accounts',
      description: 'Gives trading accounts opened before the simulated platform existed their platform record.',
      cron: '0 0 4 * * *',
      runAtStart: true,
      parameters: NO_PARAMETERS,
      defaultParameters: {},
      run: async () => {
        await adoptExistingAccounts(db);
        return null;
      },
    }),
  ];
};
