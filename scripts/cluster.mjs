// `npm run cluster`: several server instances on one PostgreSQL database behind HAProxy (Debian's
// `haproxy`), as production runs them. The balancer sets X-Forwarded-For to the caller's address
// (replacing any the caller sent) and each instance trusts it from the balancer only (TRUST_PROXY),
// so throttling and the audit see the caller, not the balancer.
//
//   DATABASE_URL=postgres://… npm run cluster        (PORT 3000, INSTANCES 2)
//
// The first instance starts alone (it migrates and, outside production, seeds the demo); the others
// follow. The balancer checks each instance's liveness (/health/live), not its readiness: while the
// database is away every instance still answers, with 503, code 80 and Retry-After, rather than the
// balancer's own page. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  fail('npm run cluster needs DATABASE_URL naming a PostgreSQL database: every instance shares it.');
}
const haproxy = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
if (spawnSync(haproxy, ['-v']).status !== 0)
  fail(`HAProxy is not at ${haproxy}: apt-get install -y haproxy, or set HAPROXY_PATH.`);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const count = Number(process.env.INSTANCES ?? process.env.INSTANCE_PORTS?.split(',').length ?? 2);
if (!Number.isInteger(count) || count < 1 || count > 16) fail('INSTANCES must be a whole number from 1 to 16.');
// The instances' own ports: PORT+1, PORT+2… unless INSTANCE_PORTS lists them (comma-separated).
const instancePorts = process.env.INSTANCE_PORTS
  ? process.env.INSTANCE_PORTS.split(',').map(Number)
  : Array.from({ length: count }, (_, i) => port + 1 + i);
if (instancePorts.length !== count || instancePorts.some((p) => !Number.isInteger(p) || p <= 0)) {
  fail('INSTANCE_PORTS must list one port per instance.');
}

const children = new Set();
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  // Each instance finishes its requests in flight and closes its database; then the cluster exits.
  setTimeout(() => process.exit(code), 10_000).unref();
  const exits = [...children].map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))));
  void Promise.all(exits).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function run(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (d) => process.stdout.write(prefix(d)));
  child.stderr.on('data', (d) => process.stderr.write(prefix(d)));
  child.on('exit', (code) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${name} exited (${code}); stopping the cluster.`);
      stopAll(1);
    }
  });
  children.add(child);
  return child;
}

async function waitHealthy(instancePort) {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${instancePort}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`instance on port ${instancePort} did not become healthy`);
}

/** The compiled server, started directly (not through npm) so signals and the pid are its own. */
function startInstance(index) {
  const entry = path.join(root, 'apps/server/dist/main.js');
  return run(`instance ${index + 1}`, process.execPath, ['--enable-source-maps', entry], {
    DATABASE_URL: databaseUrl,
    PORT: String(instancePorts[index]),
    HOST: '127.0.0.1',
    // Only the balancer, on this machine, may say who the caller is.
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
  });
}

function haproxyConfig() {
  const servers = instancePorts.map((p, i) => `  server instance${i + 1} 127.0.0.1:${p} check inter 1s fall 2 rise 1`);
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    // Above the badge stream's 25 s heartbeat, so an open stream is never cut as idle.
    '  timeout client 75s',
    '  timeout server 75s',
    '  timeout http-keep-alive 10s',
    'frontend console',
    `  bind ${host}:${port}`,
    // The caller's own address, replacing whatever X-Forwarded-For the caller sent.
    '  http-request set-header X-Forwarded-For %[src]',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /health/live',
    '  http-check expect status 200',
    ...servers,
    '',
  ].join('\n');
}

if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) fail('Build the server first: npm run build.');
const instances = [startInstance(0)];
await waitHealthy(instancePorts[0]);
for (let i = 1; i < count; i++) instances.push(startInstance(i));
await Promise.all(instancePorts.slice(1).map(waitHealthy));
// One line per instance, read by the soak bench to watch each one's memory.
for (const [i, child] of instances.entries())
  console.log(`Instance ${i + 1}: pid ${child.pid}, port ${instancePorts[i]}`);

const folder = mkdtempSync(path.join(tmpdir(), 'crm-haproxy-'));
const configFile = path.join(folder, 'haproxy.cfg');
writeFileSync(configFile, haproxyConfig());
run('haproxy', haproxy, ['-db', '-f', configFile], {});
for (let i = 0; i < 200; i++) {
  if (
    await fetch(`http://127.0.0.1:${port}/health/live`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}
const shown = host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host;
console.log(`Cluster ready: http://${shown}:${port} (HAProxy) -> instances on ports ${instancePorts.join(', ')}`);
