/**
 * `npm run bench:soak`: a mixed staff workload at a fixed rate across two instances behind HAProxy
 * (`npm run cluster`) on a fresh PostgreSQL database, for SOAK_SECONDS (600), with a database
 * failover (every connection cut and new ones refused for SOAK_OUTAGE_SECONDS, 10) in the middle.
 *
 * It reports, per call: count, p50/p95/p99 and failures; each instance's memory (RSS) per minute;
 * the liveness probe's latency per minute (a no-op route, so its delay is the event loop's); and
 * what the outage cost. Calls are sent open-loop (on schedule, not after the last reply), so a
 * slow server shows as latency, not as a lower rate. Outside the outage any non-2xx is a failure;
 * during it only 503 is allowed. Exits 1 on any failure.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:soak
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_DEMO_PASSWORD } from '../src/config.ts';
import { freePort } from '../test/free-port.ts';
import { type Call, refusals, soakCalls } from './soak-calls.ts';
import { latencyRow, median, percentile } from './soak-stats.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 40);
const OUTAGE_SECONDS = Number(process.env.SOAK_OUTAGE_SECONDS ?? 10);
const MAX_IN_FLIGHT = 400;
const ROOT = path.resolve(import.meta.dirname, '../../..');

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl?.startsWith('postgres')) {
  console.error('bench:soak needs DATABASE_URL naming a PostgreSQL server (a database of its own is made there).');
  process.exit(1);
}
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
const database = `crm_soak_${process.pid}`;
await admin.query(`create database ${database}`);
const url = new URL(baseUrl);
url.pathname = `/${database}`;

const ports = { balancer: await freePort(), instances: [await freePort(), await freePort()] };
const cluster = await startCluster();
const started = Date.now();
try {
  await run();
} finally {
  cluster.child.kill('SIGTERM');
  await new Promise((r) => cluster.child.on('exit', r));
  await admin.query(`alter database ${database} allow_connections true`);
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}

async function startCluster(): Promise<{ child: ChildProcess; pids: number[] }> {
  const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(ports.balancer),
      INSTANCE_PORTS: ports.instances.join(','),
      DEMO_CLIENTS: process.env.DEMO_CLIENTS ?? '500',
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crm-soak-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      output += d;
      if (output.includes('Cluster ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`cluster exited (${code})`)));
  });
  const pids = [...output.matchAll(/Instance \d+: pid (\d+)/g)].map((m) => Number(m[1]));
  return { child, pids };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function run(): Promise<void> {
  const balancer = `http://127.0.0.1:${ports.balancer}`;
  const signIn = async (email: string) => {
    const res = await fetch(`${balancer}/dashboard/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
    return ((await res.json()) as { token: string }).token;
  };
  const tokens = { admin: await signIn('admin@demo.test'), dealing: await signIn('dealing@demo.test') };
  const calls = await soakCalls(balancer, tokens, randomUUID);

  type Outcome = { call: string; at: number; ms: number; status: number };
  const outcomes: Outcome[] = [];
  const probes: { at: number; ms: number }[] = [];
  const memory: { at: number; rss: number[] }[] = [];
  const outage = { start: (SECONDS / 2) * 1000, end: (SECONDS / 2 + OUTAGE_SECONDS) * 1000 };
  let inFlight = 0;
  let dropped = 0;

  const send = async (call: Call) => {
    const t0 = performance.now();
    const status = await call.run().catch((error: unknown) => {
      refusals.set(`${call.name}: no reply`, String(error));
      return 0;
    });
    outcomes.push({ call: call.name, at: Date.now() - started, ms: performance.now() - t0, status });
  };
  const weights = calls.flatMap((c) => Array.from({ length: c.weight }, () => c));
  let tick = 0;
  const timer = setInterval(() => {
    const call = weights[tick++ % weights.length] as Call;
    if (inFlight >= MAX_IN_FLIGHT) return void dropped++;
    inFlight++;
    void send(call).finally(() => inFlight--);
  }, 1000 / RATE);
  const sampler = setInterval(() => {
    memory.push({ at: Date.now() - started, rss: cluster.pids.map(rssMb) });
    const t0 = performance.now();
    void fetch(`http://127.0.0.1:${ports.instances[probes.length % 2]}/health/live`).then(
      () => probes.push({ at: Date.now() - started, ms: performance.now() - t0 }),
      () => probes.push({ at: Date.now() - started, ms: Number.NaN }),
    );
  }, 1000);

  await new Promise((r) => setTimeout(r, outage.start));
  await admin.query(`alter database ${database} allow_connections false`);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]);
  await new Promise((r) => setTimeout(r, OUTAGE_SECONDS * 1000));
  await admin.query(`alter database ${database} allow_connections true`);
  await new Promise((r) => setTimeout(r, SECONDS * 1000 - outage.end));
  clearInterval(timer);
  clearInterval(sampler);
  while (inFlight > 0) await new Promise((r) => setTimeout(r, 50));

  // Replies to calls sent during the outage may land a little after it: allow the pool's connect timeout.
  const duringOutage = (o: Outcome) => o.at >= outage.start && o.at <= outage.end + 6000;
  const failures = outcomes.filter(
    (o) => (o.status < 200 || o.status >= 300) && !(duringOutage(o) && o.status === 503),
  );
  console.log(
    `\nsoak: ${SECONDS}s at ${RATE} calls/s over 2 instances behind HAProxy, PostgreSQL; outage of ${OUTAGE_SECONDS}s at ${SECONDS / 2}s`,
  );
  console.log('| call | count | p50 ms | p95 ms | p99 ms | failures |');
  console.log('|---|---|---|---|---|---|');
  for (const call of calls) {
    const mine = outcomes.filter((o) => o.call === call.name && !duringOutage(o));
    console.log(
      latencyRow(
        call.name,
        mine.map((o) => o.ms),
        failures.filter((f) => f.call === call.name).length,
      ),
    );
  }
  const inOutage = outcomes.filter(duringOutage);
  const unavailable = inOutage.filter((o) => o.status === 503).length;
  console.log(
    `\noutage: ${inOutage.length} calls, ${unavailable} answered 503, ${inOutage.length - unavailable} served`,
  );
  console.log(
    `failures: ${failures.length} (statuses ${[...new Set(failures.map((f) => f.status))].join(', ') || 'none'}); calls not sent (over ${MAX_IN_FLIGHT} in flight): ${dropped}`,
  );

  for (const [what, body] of refusals) console.log(`refused: ${what}: ${body}`);
  console.log('\n| minute | RSS MB per instance | liveness p50 ms | liveness p99 ms |');
  console.log('|---|---|---|---|');
  for (let minute = 0; minute * 60_000 < SECONDS * 1000; minute++) {
    const inMinute = <T extends { at: number }>(xs: T[]) => xs.filter((x) => Math.floor(x.at / 60_000) === minute);
    const rss = inMinute(memory).at(-1)?.rss ?? [];
    const ms = inMinute(probes)
      .map((p) => p.ms)
      .filter((x) => !Number.isNaN(x));
    console.log(`| ${minute + 1} | ${rss.join(' / ')} | ${median(ms).toFixed(1)} | ${percentile(ms, 99).toFixed(1)} |`);
  }
  if (failures.length > 0) process.exitCode = 1;
}
