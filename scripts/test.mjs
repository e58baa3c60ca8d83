// `npm test`: every suite, each with real parts. The server's suite runs on the embedded database
// (PGlite) and, when TEST_DATABASE_URL names a PostgreSQL server, again on PostgreSQL, where
// locking and concurrency are real. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const suites = [
  { name: 'contracts', cwd: 'packages/contracts', env: {} },
  { name: 'server on PGlite', cwd: 'apps/server', env: { TEST_DRIVER: 'pglite' } },
];
if (process.env.TEST_DATABASE_URL) {
  suites.push({ name: 'server on PostgreSQL', cwd: 'apps/server', env: { TEST_DRIVER: 'postgres' } });
} else {
  console.log('TEST_DATABASE_URL is not set: the server suite runs on PGlite only.');
}

const reports = mkdtempSync(path.join(tmpdir(), 'crm-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

for (const [i, suite] of suites.entries()) {
  console.log(`\n=== ${suite.name} ===`);
  const report = path.join(reports, `${i}.json`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: path.join(root, suite.cwd), env: { ...process.env, ...suite.env }, stdio: 'inherit' },
  );
  try {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    if (result.numTotalTests === 0) broken = true;
  } catch {
    broken = true;
  }
  if (run.status !== 0) broken = true;
}
rmSync(reports, { recursive: true, force: true });

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
