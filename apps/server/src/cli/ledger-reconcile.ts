import { fromMinorUnits } from '@crm/contracts';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { reconcile } from '../modules/platform/reconcile.ts';

/**
 * `npm run ledger:reconcile`: compares every account's ledger balance and credit with its trading
 * platform's, records the run (the console shows the latest), and exits 1 on any difference.
 * With the embedded database, stop the server first (one process per data folder).
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const report = await reconcile(database.db);
  const money = (units: number | null, currency: string) =>
    units === null ? 'none' : `${fromMinorUnits(units, currency)} ${currency}`;
  for (const d of report.differences) {
    process.stdout.write(
      `account ${d.tradingAccountId} (${d.brandId}): ${d.kind} ledger ${money(d.ledgerAmount, d.currency)}, platform ${money(d.platformAmount, d.currency)}\n`,
    );
  }
  if (report.differences.length === 0) {
    process.stdout.write(`reconciled: ${report.accountsChecked} account(s), ledger and platforms agree\n`);
  } else {
    process.stdout.write(`DIFFERENCES: ${report.differences.length} in ${report.accountsChecked} account(s)\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
