/**
 * `npm run bench:clients`: the clients calls on PostgreSQL with a million clients per brand, each
 * beside the bare SQL of the same query in the same run. DATABASE_URL names the PostgreSQL server
 * (any database of it); the bench makes a fresh database `crm_bench_clients` there, loads it
 * (bench/client-rows.ts; BENCH_CLIENTS per brand, default 1,000,000), starts the real server on
 * it, measures, and drops the database.
 * Latency: p50 and p95 of sequential calls (one at a time, so queueing does not blur them), the
 * call, the authenticated floor and the bare SQL in turn, so all three meet the same machine;
 * throughput: autocannon with 10 connections. Export: rows per second of a full CSV export of the
 * brand, and the server's peak resident memory while it streams.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_DEMO_PASSWORD } from '../src/config.ts';
import { EXACT_COUNT_CAP } from '../src/db/bounded-count.ts';
import { encodeCursor } from '../src/modules/clients/client-order.ts';
import { freePort } from '../test/free-port.ts';
import { exitOf } from '../test/server-process.ts';
import { loadClients } from './client-rows.ts';
import { freshDatabase } from './fresh-database.ts';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl?.startsWith('postgres'))
  throw new Error('Set DATABASE_URL to a PostgreSQL server: the bench runs on PostgreSQL only.');
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const PER_BRAND = Number(process.env.BENCH_CLIENTS ?? 1_000_000);
const PAGE = 50;

const percentile = (xs: number[], p: number) =>
  xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

type Timing = { p50: number; p95: number };

/**
 * Sequential calls of several measures in turn, one call of each per round (the order rotating),
 * so that all of them meet the same moments of a busy machine: their ratios hold far better than
 * their absolute times when other work shares the cores.
 */
async function timedTogether(runs: readonly (() => Promise<unknown>)[]): Promise<Timing[]> {
  for (let i = 0; i < 5; i++) for (const run of runs) await run();
  const times = runs.map((): number[] => []);
  for (let i = 0; i < SAMPLES; i++) {
    for (let k = 0; k < runs.length; k++) {
      const j = (i + k) % runs.length;
      const t0 = performance.now();
      await runs[j]?.();
      times[j]?.push(performance.now() - t0);
    }
  }
  return times.map((t) => ({ p50: percentile(t, 50), p95: percentile(t, 95) }));
}

const database = await freshDatabase(serverUrl, 'clients');
const url = database.url;
const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-clients-'));
let server: ChildProcess | undefined;
try {
  const loadStarted = performance.now();
  await loadClients(url, PER_BRAND);
  console.log(`loaded and analysed in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`);

  // The server as it starts in development on a database that already holds clients: the demo adds
  // its sign-ins (the bench signs in as its admin) and nothing else (src/demo/seed-demo.ts).
  const port = await freePort();
  const started = performance.now();
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DEMO_CLIENTS: '0',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let healthy = false;
  for (let i = 0; i < 240 && !healthy; i++) {
    await new Promise((r) => setTimeout(r, 250));
    healthy = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
  }
  if (!healthy) throw new Error('The server did not answer /health within 60 s of its start.');
  console.log(`server answered /health ${((performance.now() - started) / 1000).toFixed(1)} s after its start`);
  await measure(base, server.pid ?? 0);
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await exitOf(server);
  }
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function measure(base: string, pid: number): Promise<void> {
  const db = new pg.Pool({ connectionString: url, max: 4 });
  try {
    const login = await fetch(`${base}/dashboard/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const { rows: some } = await db.query<{ id: string }>(
      "select id from clients where brand_id = 'meridian' offset $1 limit 1",
      [Math.floor(PER_BRAND / 2)],
    );
    const clientId = some[0]?.id ?? '';
    const filters = encodeURIComponent('kyc_approved[eq]:true,device_type[ne]:ios');
    const filtered = "brand_id = 'meridian' and kyc_status = 'approved' and device_type not in ('ios')";
    // What the list runs besides its page: a count that stops at the cap, and, past the cap, the
    // planner's estimate (src/db/bounded-count.ts).
    const q = (text: string, params: unknown[] = []) => db.query(text, params);
    const count = async (where: string) => {
      await q(`select count(*) from (select 1 from clients where ${where} limit ${EXACT_COUNT_CAP + 1}) as capped`);
      await q(`explain (format json) select 1 from clients where ${where}`);
    };
    // A deep page as the console reaches it: Next sends the cursor of the last row of the page
    // before. Page 2,000 at a million clients; halfway through the filtered rows at smaller loads.
    const { rows: matching } = await db.query<{ n: number }>(
      `select count(*)::int as n from clients where ${filtered}`,
    );
    const deep = Math.min(2000, Math.max(2, Math.floor((matching[0]?.n ?? 0) / PAGE / 2)));
    const deepName = deep.toLocaleString('en-GB');
    const { rows: edge } = await db.query<{ value: string; id: string }>(
      `select total_deposits_usd_cents::text as value, id from clients where ${filtered}
     order by total_deposits_usd_cents desc, id desc offset ${(deep - 1) * PAGE - 1} limit 1`,
    );
    const sort = '-total_deposits_usd';
    const cursor = encodeCursor({ direction: 'after', sort, value: edge[0]?.value ?? '0', id: edge[0]?.id ?? '' });

    // `bare` runs the same SQL as the server, page and count side by side as the server runs them.
    const cases: { name: string; path: string; bare: () => Promise<unknown> }[] = [
      {
        name: 'list, page 1',
        path: '/dashboard/users?limit=50',
        bare: () =>
          Promise.all([
            q("select * from clients where brand_id = 'meridian' order by created_at desc, id desc limit 51"),
            count("brand_id = 'meridian'"),
          ]),
      },
      {
        name: `list, page ${deepName}, two filters, sort (Next: by cursor)`,
        path: `/dashboard/users?page=${deep}&limit=50&sort=${sort}&filters=${filters}&cursor=${cursor}`,
        bare: () =>
          Promise.all([
            q(
              `select *, total_deposits_usd_cents::text as sort_value from clients where ${filtered}
             and (total_deposits_usd_cents, id) < ($1::bigint, $2::uuid)
             order by clients.total_deposits_usd_cents desc, clients.id desc limit 51`,
              [edge[0]?.value, edge[0]?.id],
            ),
            count(filtered),
          ]),
      },
      {
        name: `list, page ${deepName}, two filters, sort (typed link: by offset)`,
        path: `/dashboard/users?page=${deep}&limit=50&sort=${sort}&filters=${filters}`,
        bare: () =>
          Promise.all([
            q(
              `select * from clients where ${filtered} order by total_deposits_usd_cents desc, id desc limit 51 offset ${(deep - 1) * PAGE}`,
            ),
            count(filtered),
          ]),
      },
      {
        name: 'quick search, name',
        path: '/dashboard/users/search?field=name&searchText=nikol&limit=5',
        bare: () =>
          q(
            "select * from clients where brand_id = 'meridian' and lower(first_name || ' ' || last_name) ilike '%nikol%' order by readable_id limit 5",
          ),
      },
      {
        name: 'quick search, account id prefix',
        path: '/dashboard/users/search?field=account&searchText=36731&limit=5',
        bare: () =>
          q(
            "select * from clients where brand_id = 'meridian' and (ctrader_id like '36731%' or mt5_id like '36731%' or account like '36731%') order by readable_id limit 5",
          ),
      },
      {
        name: 'quick search, phone digits',
        path: '/dashboard/users/search?field=phone&searchText=9967317&limit=5',
        bare: () =>
          q(
            "select * from clients where brand_id = 'meridian' and phone ilike '%9967317%' order by readable_id limit 5",
          ),
      },
      {
        name: 'one client',
        path: `/dashboard/users/${clientId}`,
        bare: () => q("select * from clients where brand_id = 'meridian' and id = $1", [clientId]),
      },
    ];

    console.log(
      `\nclients bench: PostgreSQL, ${PER_BRAND.toLocaleString('en-GB')} clients per brand, ${SAMPLES} sequential samples per measure (call, floor and bare SQL in turn), autocannon 10 connections × 5 s`,
    );
    // The floor every authenticated call pays before its own query: HTTP on loopback, the JWT, the
    // session lookup and the permission check. `GET /dashboard/crmusers/current` is exactly that;
    // it is measured in the same rounds as each call and its bare SQL.
    const floorCall = () => fetch(`${base}/dashboard/crmusers/current`, { headers }).then((r) => r.arrayBuffer());
    console.log(
      '| call | API p50 ms | API p95 ms | bare SQL p50 ms | bare SQL p95 ms | p50 ratio | p95 ratio | floor p50 / p95 ms | p95 ratio above the floor | API req/s |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const c of cases) {
      const apiCall = () => fetch(`${base}${c.path}`, { headers }).then((r) => r.arrayBuffer());
      const [api, floor, bare] = (await timedTogether([apiCall, floorCall, c.bare])) as [Timing, Timing, Timing];
      const load = await autocannon({ url: `${base}${c.path}`, headers, connections: 10, duration: 5 });
      console.log(
        `| ${c.name} | ${api.p50.toFixed(1)} | ${api.p95.toFixed(1)} | ${bare.p50.toFixed(1)} | ${bare.p95.toFixed(1)} | ${(api.p50 / bare.p50).toFixed(2)} | ${(api.p95 / bare.p95).toFixed(2)} | ${floor.p50.toFixed(1)} / ${floor.p95.toFixed(1)} | ${((api.p95 - floor.p95) / bare.p95).toFixed(2)} | ${Math.round(load.requests.average)} |`,
      );
    }

    // Export: the whole brand as CSV, rows per second, and the server's memory while it streams.
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 100);
    const t0 = performance.now();
    const res = await fetch(`${base}/dashboard/users?export=csv&fields=readableId,email,country,kyc_status`, {
      headers,
    });
    let lines = 0;
    const reader = res.body?.getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      for (const byte of chunk.value) if (byte === 10) lines++;
    }
    clearInterval(sampler);
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `\nexport: ${lines - 1} rows in ${seconds.toFixed(1)} s = ${Math.round((lines - 1) / seconds)} rows/s; server RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak`,
    );
  } finally {
    await db.end();
  }
}
