import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { verifyAuditChain } from '../modules/audit/verify-audit-chain.ts';

/**
 * `npm run audit:verify`: walks the audit chain and exits 1 if any record was edited or removed.
 * With the embedded database, stop the server first (one process per data folder).
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const { records, problems } = await verifyAuditChain(database.db);
  if (problems.length === 0) {
    process.stdout.write(`audit chain intact: ${records} records\n`);
  } else {
    for (const p of problems) process.stdout.write(`record ${p.seq}: ${p.problem}\n`);
    process.stdout.write(`audit chain BROKEN: ${problems.length} problem(s) in ${records} records\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
