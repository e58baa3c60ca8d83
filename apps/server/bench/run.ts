/**
 * `npm run bench`: requests/s and latency of an authenticated `GET /dashboard/crmusers/current`
 * beside the bare `GET /health/live` of the same server (the ceiling: routing and serialisation,
 * no token, no database). The server runs as its own process; rounds alternate so both routes
 * see the same machine; medians are reported. On PGlite in a fresh data folder, or, when
 * DATABASE_URL names a PostgreSQL server, in a fresh database `crm_bench_api` there, dropped after.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_DEMO_PASSWORD } from '../src/config.ts';
import { freePort } from '../test/free-port.ts';
import { freshDatabase } from './fresh-database.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function startServer(): Promise<{ url: string; child: ChildProcess; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-bench-'));
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl?.startsWith('postgres') ? await freshDatabase(serverUrl, 'api') : undefined;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      ...(database ? { DATABASE_URL: database.url } : {}),
      DATA_DIR: dir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const cleanup = async () => {
    rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  };
  return { url, child, cleanup };
}

type Sample = { rps: number; p50: number; p99: number; errors: number };

async function measure(url: string, headers: Record<string, string>): Promise<Sample> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: non2xx };
}

const median = (xs: number[]) => {
  const s = xs.toSorted((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

const { url, child, cleanup } = await startServer();
try {
  const login = await fetch(`${url}/dashboard/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const targets = {
    bare: { url: `${url}/health/live`, headers: {} },
    current: { url: `${url}/dashboard/crmusers/current`, headers: { authorization: `Bearer ${token}` } },
  };
  // Warm-up: JIT and the database's caches.
  await autocannon({
    url: targets.current.url,
    headers: targets.current.headers,
    connections: CONNECTIONS,
    duration: 2,
  });

  const samples: Record<keyof typeof targets, Sample[]> = { bare: [], current: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of ['bare', 'current'] as const)
      samples[name].push(await measure(targets[name].url, targets[name].headers));
  }
  const summary = Object.fromEntries(
    Object.entries(samples).map(([name, s]) => [
      name,
      {
        rps: Math.round(median(s.map((x) => x.rps))),
        p50: median(s.map((x) => x.p50)),
        p99: median(s.map((x) => x.p99)),
        errors: s.reduce((n, x) => n + x.errors, 0),
      },
    ]),
  ) as Record<keyof typeof targets, Sample>;

  const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`\nbench: ${driver}, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS}s per route, medians`);
  console.log('| route | req/s | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| GET /health/live (bare ceiling) | ${summary.bare.rps} | ${summary.bare.p50} | ${summary.bare.p99} | ${summary.bare.errors} |`,
  );
  console.log(
    `| GET /dashboard/crmusers/current | ${summary.current.rps} | ${summary.current.p50} | ${summary.current.p99} | ${summary.current.errors} |`,
  );
  const ratio = summary.current.rps / summary.bare.rps;
  // Budget (docs/PERFORMANCE.md): the authenticated floor at 40 % or more of the bare route, same run.
  console.log(
    `ratio current/bare: ${ratio.toFixed(2)} of the ceiling's req/s (budget ≥ 0.40: ${ratio >= 0.4 ? 'met' : 'NOT met'})`,
  );
  if (summary.current.errors > 0 || summary.bare.errors > 0) process.exitCode = 1;
} finally {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
  }
  await cleanup();
}
