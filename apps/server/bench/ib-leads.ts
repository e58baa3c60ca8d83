/**
 * `npm run bench:ib-leads -w @crm/server`: a 100,000-row IB leads file uploaded, checked and
 * imported through the HTTP API (chunks of 500 in the background), with the row counts asserted and
 * the time of each step printed. On PGlite, or on PostgreSQL with TEST_DRIVER=postgres and
 * TEST_DATABASE_URL (a database of its own, as the tests use). The test suite runs 5,000 rows.
 */
import type { TIbLeadImport } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query-rows.ts';
import { createJobRunner } from '../src/jobs/job-runner.ts';
import { leadsCsv } from '../test/ib-leads-csv.ts';
import { startTestApp } from '../test/test-app.ts';

const ROWS = Number(process.env.BENCH_IB_ROWS ?? 100_000);

const t = await startTestApp();
// The registry's runner, as main.ts starts it: the import runs as its `ib-lead-imports` function.
const runner = createJobRunner({
  db: t.database.db,
  registry: t.app.jobs,
  log: t.app.log,
  instanceId: 'bench',
  version: 'bench',
});
runner.start();
const fail = (message: string): never => {
  throw new Error(message);
};
try {
  const token = (await t.signIn('developer@demo.test')).token;
  const csv = leadsCsv(ROWS, 'bench');
  const form = new FormData();
  form.append('ib_name', 'Bench IB');
  form.append('file', new Blob([csv]), 'bench.csv');
  let at = performance.now();
  const lap = () => {
    const now = performance.now();
    const seconds = ((now - at) / 1000).toFixed(1);
    at = now;
    return seconds;
  };
  const uploaded = await fetch(`${t.baseUrl}/dashboard/internals/ibleads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const made = (await uploaded.json()) as TIbLeadImport;
  if (uploaded.status !== 201) fail(`upload refused: ${JSON.stringify(made)}`);
  if (made.counts.ready !== ROWS) fail(`expected ${ROWS} ready rows, got ${JSON.stringify(made.counts)}`);
  console.log(
    `upload and check of ${ROWS.toLocaleString('en')} rows (${(csv.length / 1e6).toFixed(1)} MB): ${lap()} s`,
  );
  const started = await t.call('POST', `/dashboard/internals/ibleads/${made._id}/import`, { token });
  if (started.status !== 200) fail(`import not started: ${started.status}`);
  let done: TIbLeadImport | undefined;
  while (!done) {
    const now = (await t.call<TIbLeadImport>('GET', `/dashboard/internals/ibleads/${made._id}`, { token })).body;
    if (now.status === 'imported') done = now;
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (done.counts.created !== ROWS) fail(`expected ${ROWS} clients, got ${JSON.stringify(done.counts)}`);
  const [stored] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from clients where utms ->> 'ib' = 'Bench IB' and deleted_at is null`,
  );
  if (stored?.n !== ROWS) fail(`expected ${ROWS} stored clients, found ${stored?.n}`);
  console.log(`import of ${ROWS.toLocaleString('en')} clients in chunks: ${lap()} s`);
  const undone = await t.call('POST', `/dashboard/internals/ibleads/${made._id}/undo`, {
    token,
    body: { reason: 'Bench' },
  });
  if (undone.status !== 200) fail(`undo refused: ${undone.status}`);
  console.log(`undo (soft delete of ${ROWS.toLocaleString('en')} clients): ${lap()} s`);
} finally {
  await runner.stop();
  await t.close();
}
