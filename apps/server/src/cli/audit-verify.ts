import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { recordVerification } from '../modules/audit/record-verification.ts';

/**
 * `npm run audit:verify`: walks the audit chain, records the run (the log viewer shows it) and
 * exits 1 if any record was edited or removed. With the embedded database, stop the server first
 * (one process per data folder).
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const run = await recordVerification(database.db, {
    trigger: 'cli',
    onProblems: (problems) => {
      for (const p of problems) process.stdout.write(`record ${p.seq}: ${p.problem}\n`);
    },
  });
  if (run.intact) {
    process.stdout.write(`audit chain intact: ${run.recordsChecked} records\n`);
  } else {
    process.stdout.write(`audit chain BROKEN: ${run.problems} problem(s) in ${run.recordsChecked} records\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
