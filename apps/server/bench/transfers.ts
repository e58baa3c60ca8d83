/**
 * `npm run bench:transfers` (part of `npm run bench` when DATABASE_URL names PostgreSQL): transfers
 * per second and their p95 with 20 concurrent callers, each moving money between the two accounts
 * of its own client over real HTTP (token, Idempotency-Key, ledger, audit), beside 20 callers
 * running a bare single-row UPDATE on the same PostgreSQL in the same run, and two HTTP baselines
 * of the same server: a bare route that touches nothing (`GET /health/live`) and one that runs a
 * single `select 1` (`GET /health`), which show what HTTP alone costs on this machine, and the
 * database's own share of a transfer: its rows written by one function call straight on
 * PostgreSQL (bench/transfer-ceiling.sql), the most any transfer could reach here, alone and ten
 * to a call (as if the server grouped concurrent transfers into one commit). Rounds
 * alternate; medians are reported. Budget (issue #5): ≥ 1,000 transfers/s and ≥ 30% of the bare
 * UPDATE rate.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { clients } from '../src/db/schema.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { openAccount } from '../src/modules/accounts/open-account.ts';
import { postMovement } from '../src/modules/accounts/post-movement.ts';
import { accountBook, houseBook } from '../src/modules/ledger/books.ts';
import { freePort } from '../test/free-port.ts';
import { exitOf, startServerProcess, waitHealthy } from '../test/server-process.ts';
import { freshDatabase } from './fresh-database.ts';

const CALLERS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl?.startsWith('postgres')) {
  console.log('\ntransfers bench skipped: set DATABASE_URL to a PostgreSQL database');
  process.exit(0);
}

const benchDatabase = await freshDatabase(adminUrl, 'transfers');
const benchUrl = benchDatabase.url;

/** One client per caller with two funded accounts, so callers do not queue on each other's books. */
async function prepare(): Promise<{ from: string; to: string }[]> {
  const database = await openDatabase({ driver: 'postgres', url: benchUrl });
  await migrate(database.db);
  await seedDemo(database.db, { ...loadConfig({ JWT_SECRET: 'x'.repeat(40), DEMO_CLIENTS: '0' }), seedDemo: true });
  const pairs = await database.db.transaction(async (tx) => {
    const made: { from: string; to: string }[] = [];
    const cash = await houseBook(tx, 'meridian', 'house_cash', 'USD');
    for (let i = 0; i < CALLERS; i++) {
      const [client] = await tx
        .insert(clients)
        .values({
          brandId: 'meridian',
          firstName: 'Bench',
          lastName: `${i}`,
          email: `bench${i}@bench.test`,
          country: 'cy',
        })
        .returning();
      if (!client) throw new Error('no client');
      const open = (platform: 'ctrader' | 'mt5') =>
        openAccount(tx, { brandId: 'meridian', clientId: client.id, platform, environment: 'live' });
      const [from, to] = [await open('ctrader'), await open('mt5')];
      for (const account of [from, to]) {
        const book = await accountBook(tx, account.id, 'client_balance');
        await postMovement(tx, {
          brandId: 'meridian',
          type: 'balance_operation_deposit',
          postings: [
            { bookId: book.id, amount: 1_000_000_000 },
            { bookId: cash.id, amount: -1_000_000_000 },
          ],
        });
      }
      made.push({ from: from.id, to: to.id });
    }
    return made;
  });
  await database.close();
  return pairs;
}

const percentile = (xs: number[], p: number) => {
  const s = xs.toSorted((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const median = (xs: number[]) => percentile(xs, 50);

type Sample = { perSecond: number; p95: number; errors: number };

/** `perCall`: operations one call completes (a batch counts as its size; its p95 is the batch's). */
async function timed(caller: (i: number) => Promise<boolean>, perCall = 1): Promise<Sample> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CALLERS }, async (_, i) => {
      while (performance.now() < end) {
        const started = performance.now();
        const ok = await caller(i);
        latencies.push(performance.now() - started);
        if (!ok) errors++;
      }
    }),
  );
  return { perSecond: ((latencies.length - errors) * perCall) / SECONDS, p95: percentile(latencies, 95), errors };
}

const pairs = await prepare();
const pool = new pg.Pool({ connectionString: benchUrl, max: CALLERS });
await pool.query('create table if not exists bench_rows (id int primary key, n bigint not null default 0)');
await pool.query(
  `insert into bench_rows (id) select g from generate_series(0, ${CALLERS - 1}) g on conflict do nothing`,
);
await pool.query(readFileSync(path.join(import.meta.dirname, 'transfer-ceiling.sql'), 'utf8'));
const {
  rows: [funding],
} = await pool.query<{ id: string }>(`select id from staff where email = 'funding@demo.test'`);
if (!funding) throw new Error('the demo has no funding staff user');
let ceilingFlip = 0;
/** The rows of one transfer, written by one statement with no checks: the database's ceiling. */
const ceiling = (i: number) => {
  const pair = pairs[i] as { from: string; to: string };
  const [from, to] = ceilingFlip++ % 2 ? [pair.from, pair.to] : [pair.to, pair.from];
  const p = { staffId: funding.id, key: randomUUID(), from, to, units: 100 };
  return pool.query('select bench_transfer_ceiling($1::jsonb)', [JSON.stringify(p)]).then(
    () => true,
    () => false,
  );
};
/**
 * The same rows for BATCH transfers per statement, one transaction: the database's ceiling even if
 * the server grouped concurrent transfers into one commit (group commit), its most favourable case.
 */
const BATCH = 10;
const ceilingBatched = (i: number) => {
  const pair = pairs[i] as { from: string; to: string };
  const batch = Array.from({ length: BATCH }, () => {
    const [from, to] = ceilingFlip++ % 2 ? [pair.from, pair.to] : [pair.to, pair.from];
    return { staffId: funding.id, key: randomUUID(), from, to, units: 100 };
  });
  return pool
    .query('select bench_transfer_ceiling(p) from jsonb_array_elements($1::jsonb) p', [JSON.stringify(batch)])
    .then(
      () => true,
      () => false,
    );
};
const bareUpdate = (i: number) =>
  pool.query('update bench_rows set n = n + 1 where id = $1', [i]).then(
    () => true,
    () => false,
  );

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-tx-'));
const server = startServerProcess({
  DATABASE_URL: benchUrl,
  DATABASE_POOL_SIZE: String(CALLERS),
  PORT: String(port),
  JWT_SECRET: 'x'.repeat(40),
  DEMO_CLIENTS: '0',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
});
try {
  if (!(await waitHealthy(port))) throw new Error(`server did not start:\n${server.output()}`);
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/dashboard/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'funding@demo.test', password: loadConfig({}).demoPassword }),
  });
  const { token } = (await login.json()) as { token: string };
  let flip = 0;
  const transfer = async (i: number) => {
    const pair = pairs[i] as { from: string; to: string };
    // Alternate direction so no account drains however long the bench runs.
    const [accountFrom, accountTo] = flip++ % 2 ? [pair.from, pair.to] : [pair.to, pair.from];
    const res = await fetch(`${base}/dashboard/users/accounts/transferFunds`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ amount: '1.00', accountFrom, accountTo, reason: 'bench' }),
    });
    await res.arrayBuffer();
    return res.status === 200;
  };

  const get = (route: string) => async () => {
    const res = await fetch(`${base}${route}`);
    await res.arrayBuffer();
    return res.status === 200;
  };

  await timed(transfer); // warm-up: JIT, pools, plans
  const bare: Sample[] = [];
  const databaseCeiling: Sample[] = [];
  const batchedCeiling: Sample[] = [];
  const bareRoute: Sample[] = [];
  const oneStatementRoute: Sample[] = [];
  const transfers: Sample[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    bare.push(await timed(bareUpdate));
    databaseCeiling.push(await timed(ceiling));
    batchedCeiling.push(await timed(ceilingBatched, BATCH));
    bareRoute.push(await timed(get('/health/live')));
    oneStatementRoute.push(await timed(get('/health')));
    transfers.push(await timed(transfer));
  }
  const tps = median(transfers.map((s) => s.perSecond));
  const ups = median(bare.map((s) => s.perSecond));
  const ratio = tps / ups;
  const line = (label: string, s: Sample[]) =>
    `${label.padEnd(28)} ${median(s.map((x) => x.perSecond))
      .toFixed(0)
      .padStart(7)}/s   p95 ${median(s.map((x) => x.p95))
      .toFixed(1)
      .padStart(6)} ms   errors ${s.reduce((n, x) => n + x.errors, 0)}`;
  console.log(`\ntransfers bench (PostgreSQL, ${CALLERS} callers, ${ROUNDS} rounds of ${SECONDS}s, medians)`);
  const share = (s: Sample[]) => `${((median(s.map((x) => x.perSecond)) / ups) * 100).toFixed(0)}% of bare UPDATE`;
  console.log(line('bare single-row UPDATE', bare));
  console.log(`${line("a transfer's rows, one call", databaseCeiling)}   ${share(databaseCeiling)}`);
  console.log(`${line(`the same, ${BATCH} per call`, batchedCeiling)}   ${share(batchedCeiling)}`);
  console.log(`${line('GET /health/live (HTTP only)', bareRoute)}   ${share(bareRoute)}`);
  console.log(`${line('GET /health (select 1)', oneStatementRoute)}   ${share(oneStatementRoute)}`);
  console.log(`${line('POST transferFunds', transfers)}   ${share(transfers)}`);
  console.log(
    `budget ≥1000/s: ${tps >= 1000 ? 'met' : 'MISSED'}; ≥30% of bare UPDATE: ${ratio >= 0.3 ? 'met' : 'MISSED'}`,
  );
} finally {
  if (server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await exitOf(server.child);
  }
  await pool.end();
  await benchDatabase.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
