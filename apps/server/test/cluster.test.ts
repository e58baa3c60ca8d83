import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { exitOf } from './server-process.ts';
import { DEMO_PASSWORD, TEST_JWT_SECRET } from './test-app.ts';
import { createPostgresDatabase, testDriver } from './test-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

type Reply = { status: number; body: Record<string, unknown> };

/** A JSON call whose connection leaves from `localAddress` (any of 127.0.0.0/8): a caller the balancer can tell apart. */
function callFrom(
  localAddress: string,
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        localAddress,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * `npm run cluster` for real: two instances behind HAProxy on one PostgreSQL database. The
 * instances see the caller's address through the balancer (and never an address the caller made
 * up), and a logout on one instance is refused on the other. On PostgreSQL only.
 */
describe.skipIf(testDriver !== 'postgres')('npm run cluster', () => {
  let url = '';
  let drop: () => Promise<void>;
  let cluster: ChildProcess;
  let output = '';
  const ports = { balancer: 0, instances: [0, 0] };

  beforeAll(async () => {
    // The instances run the compiled server, as in production (`npm test` builds it first).
    if (!existsSync(path.join(ROOT, 'apps/server/dist/main.js'))) {
      const build = spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, encoding: 'utf8' });
      expect(build.status, build.stderr).toBe(0);
    }
    ({ url, drop } = await createPostgresDatabase());
    ports.balancer = await freePort();
    ports.instances = [await freePort(), await freePort()];
    cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: url,
        PORT: String(ports.balancer),
        INSTANCE_PORTS: ports.instances.join(','),
        JWT_SECRET: TEST_JWT_SECRET,
        DEMO_CLIENTS: '0',
        LOG_LEVEL: 'warn',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crm-cluster-')),
      },
    });
    const ready = new Promise<void>((resolve, reject) => {
      const seen = (d: Buffer) => {
        output += d;
        if (output.includes('Cluster ready')) resolve();
      };
      cluster.stdout?.on('data', seen);
      cluster.stderr?.on('data', seen);
      cluster.on('exit', (code) => reject(new Error(`cluster exited (${code}):\n${output}`)));
    });
    await ready;
  }, 120_000);

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = exitOf(cluster);
      cluster.kill('SIGTERM');
      await exited;
    }
    await drop?.();
  });

  const balancer = () => `http://127.0.0.1:${ports.balancer}`;
  const instance = (i: number) => `http://127.0.0.1:${ports.instances[i]}`;

  it('records the caller’s address behind the balancer, not the balancer’s nor one the caller made up', async () => {
    const spoof = { 'x-forwarded-for': '203.0.113.9' };
    const failed = await callFrom('127.0.0.2', `${balancer()}/dashboard/auth/login`, {
      method: 'POST',
      body: { email: 'support@demo.test', password: 'not the password' },
      headers: spoof,
    });
    expect(failed.status).toBe(401);
    const signedIn = await callFrom('127.0.0.3', `${balancer()}/dashboard/auth/login`, {
      method: 'POST',
      body: { email: 'support@demo.test', password: DEMO_PASSWORD },
      headers: spoof,
    });
    expect(signedIn.status).toBe(200);

    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const { rows } = await db.query<{ action: string; ip: string }>(
        `select action, after->>'ip' as ip from (
           select action, after, at from audit_inbox union all select action, after, at from audit_log) records
         where action in ('auth.loginFailed', 'auth.login') order by at`,
      );
      expect(rows).toEqual([
        { action: 'auth.loginFailed', ip: '127.0.0.2' },
        { action: 'auth.login', ip: '127.0.0.3' },
      ]);
    } finally {
      await db.end();
    }
  });

  it('refuses on one instance a token logged out on the other', async () => {
    const signedIn = await callFrom('127.0.0.1', `${balancer()}/dashboard/auth/login`, {
      method: 'POST',
      body: { email: 'dealing@demo.test', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${signedIn.body.token as string}` };
    for (const i of [0, 1]) {
      expect((await callFrom('127.0.0.1', `${instance(i)}/dashboard/crmusers/current`, { headers })).status).toBe(200);
    }
    const out = await callFrom('127.0.0.1', `${instance(0)}/dashboard/auth/logout`, { method: 'POST', headers });
    expect(out.status).toBe(200);
    // The other instance hears of it through a NOTIFY sent at commit, milliseconds later: the test
    // asks until it is refused (at most two seconds), never through a fixed wait.
    let refused = await callFrom('127.0.0.1', `${instance(1)}/dashboard/crmusers/current`, { headers });
    for (let i = 0; i < 100 && refused.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      refused = await callFrom('127.0.0.1', `${instance(1)}/dashboard/crmusers/current`, { headers });
    }
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(14);
  });
});
