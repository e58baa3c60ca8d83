import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { verifyLedger } from '../modules/ledger/verify-ledger.ts';

/**
 * `npm run ledger:verify`: recomputes every book's balance from its postings, checks that every
 * entry sums to zero per currency, that each book's held amount is its active holds, and exits 1
 * on any difference.
 * With the embedded database, stop the server first (one process per data folder).
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const report = await database.db.transaction((tx) => verifyLedger(tx));
  for (const d of report.bookDifferences) {
    process.stdout.write(`book ${d.book_id}: cached balance ${d.cached}, postings sum to ${d.posted}\n`);
  }
  for (const e of report.unbalancedEntries) {
    process.stdout.write(`entry ${e.entry_id}: sums to ${e.sum} in ${e.currency}\n`);
  }
  for (const h of report.heldDifferences) {
    process.stdout.write(`book ${h.book_id}: cached holds ${h.cached}, active holds sum to ${h.active}\n`);
  }
  const problems = report.bookDifferences.length + report.unbalancedEntries.length + report.heldDifferences.length;
  if (problems === 0) {
    process.stdout.write('ledger sound: every balance equals its postings, every entry balances, holds match\n');
  } else {
    process.stdout.write(`ledger BROKEN: ${problems} problem(s)\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
