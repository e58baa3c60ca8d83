import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { verifyReportingFacts } from '../modules/reporting-facts/verify-facts.ts';

/**
 * `npm run reports:verify`: recomputes every daily fact the reports read from the transactions and
 * clients they sum, compares both ways in one snapshot, checks every transaction's USD amount
 * against its rate, and exits 1 on any difference.
 * With the embedded database, stop the server first (one process per data folder).
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const report = await database.db.transaction((tx) => verifyReportingFacts(tx), { isolationLevel: 'repeatable read' });
  for (const d of report.differences) {
    const where = d.side === 'facts' ? 'kept but not in the rows' : 'in the rows but not kept';
    process.stdout.write(`${d.table}: ${where}: ${JSON.stringify(d.row)}\n`);
  }
  if (report.badConversions > 0) {
    process.stdout.write(
      `${report.badConversions} transaction(s) whose USD amount is not their amount at their rate\n`,
    );
  }
  if (report.differences.length === 0 && report.badConversions === 0) {
    process.stdout.write('reports sound: every daily fact equals the rows it sums, every USD amount its rate\n');
  } else {
    process.stdout.write('reports BROKEN: see the differences above\n');
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
