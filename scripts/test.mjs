// `npm test`: every suite, each with real parts. The server's suite runs on the embedded database
// (PGlite) and, when TEST_DATABASE_URL names a PostgreSQL server, again on PostgreSQL, where
// locking and concurrency are real. Ends with one line "N passed, N failed".
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/**
 * The browser tests in two parts, one at the end of each lane: the lane that runs the PGlite server
 * suite takes these files, the other lane everything else (new files included). Balanced by the
 * durations of a fresh-clone CI run (2026-11-25, fourth session: lane one 715 s, lane two 1,061 s
 * before the fuzz test stopped reading every table after every call, 200 s of lane two, and the
 * shell and sign-in files, 74 s, moved here); each part starts its own shared server and Chromium.
 */
const E2E_FIRST_PART = [
  'e2e/axe.test.ts',
  'e2e/money.test.ts',
  'e2e/silent-refresh.test.ts',
  'e2e/date-filter.test.ts',
  'e2e/form-errors.test.ts',
  'e2e/list-kit.test.ts',
  'e2e/shell.test.ts',
  'e2e/sign-in.test.ts',
];
const e2e = (part) => ({
  name: `console in Chromium (part ${part} of 2)`,
  cwd: 'apps/web',
  env: {},
  args: [
    '-c',
    'vitest.e2e.config.ts',
    ...(part === 1 ? E2E_FIRST_PART : E2E_FIRST_PART.flatMap((file) => ['--exclude', file])),
  ],
});
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!withPostgres) console.log('TEST_DATABASE_URL is not set: the server suite runs on PGlite only.');

/**
 * Two lanes side by side, each running its suites one after another. Vitest runs one file at a time
 * on two cores (cores − 1 workers), so one suite leaves a core idle: the lanes fill the machine and
 * keep CI within its time.
 */
const lanes = [
  [
    { name: 'contracts', cwd: 'packages/contracts', env: {}, args: [] },
    { name: 'server on PGlite', cwd: 'apps/server', env: { TEST_DRIVER: 'pglite' }, args: [] },
    e2e(1),
  ],
  [
    { name: 'console units', cwd: 'apps/web', env: {}, args: [] },
    ...(withPostgres
      ? [{ name: 'server on PostgreSQL', cwd: 'apps/server', env: { TEST_DRIVER: 'postgres' }, args: [] }]
      : []),
    e2e(2),
  ],
];
const suites = lanes.flat();

// The browser tests need Debian's Chromium and the built console; say so plainly rather than skip.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is not at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
// The browser tests drive the built console, and the compiled-server and cluster tests start the
// compiled server: both are built afresh here, once, before any suite (a few seconds), so no test
// runs a stale build and no two tests rebuild one under each other.
const reports = mkdtempSync(path.join(tmpdir(), 'crm-test-'));
// Meanwhile, the demo every browser-test server starts from, seeded once for the run (e2e/server.ts
// copies it): each server seeding its own took half a minute of CPU, six times a run.
const demoData = path.join(reports, 'demo-data');
console.log('Building the console and the server, and seeding the browser tests’ demo…');
const [built, seeded] = await Promise.all([
  run('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' }),
  run(process.execPath, ['--import', 'tsx', path.join(root, 'apps/web/e2e/seed-accounts.mjs')], {
    cwd: path.join(root, 'apps/server'),
    env: { PATH: process.env.PATH, DATA_DIR: demoData, LOG_LEVEL: 'warn', ACCOUNT_CLIENTS: '0' },
    stdio: 'inherit',
  }),
]);
if (built !== 0 || seeded !== 0) process.exit(1);
process.env.E2E_DEMO_DATA = demoData;
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

/** A command's exit status, once it ends. */
function run(command, args, options) {
  return new Promise((resolve) => spawn(command, args, options).on('close', resolve));
}

/** Runs one suite with its output to a file, printed whole when it ends (two lanes interleaved would be unreadable). */
function runSuite(suite, i) {
  const report = path.join(reports, `${i}.json`);
  const log = path.join(reports, `${i}.log`);
  const out = openSync(log, 'w');
  const child = spawn(
    'npx',
    ['vitest', 'run', ...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: path.join(root, suite.cwd), env: { ...process.env, ...suite.env }, stdio: ['ignore', out, out] },
  );
  return new Promise((resolve) => {
    child.on('close', (status) => {
      closeSync(out);
      console.log(`\n=== ${suite.name} ===`);
      process.stdout.write(readFileSync(log, 'utf8'));
      try {
        const result = JSON.parse(readFileSync(report, 'utf8'));
        totals.passed += result.numPassedTests;
        totals.failed += result.numFailedTests;
        totals.skipped += result.numPendingTests + result.numTodoTests;
        if (result.numTotalTests === 0) broken = true;
      } catch {
        broken = true;
      }
      if (status !== 0) broken = true;
      resolve();
    });
  });
}

await Promise.all(
  lanes.map(async (lane) => {
    for (const suite of lane) await runSuite(suite, suites.indexOf(suite));
  }),
);
rmSync(reports, { recursive: true, force: true });

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
