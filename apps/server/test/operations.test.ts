import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEPARTMENTS } from '@crm/contracts';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { queryRows } from '../src/db/query-rows.ts';
import { staff } from '../src/db/schema.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { salesTeamEmails } from '../src/demo/seed-sales-team.ts';
import { freePort } from './free-port.ts';
import { exitOf, startServerProcess } from './server-process.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { createPostgresDatabase, openTestDatabase, testDriver } from './test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('operations routes', () => {
  it('reports health from the database, liveness without it', async () => {
    expect(await t.call('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
    expect(await t.call('GET', '/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers malformed URLs and control characters with a code, not a 500', async () => {
    const badUrl = await t.call('GET', '/dashboard/crmusers/%E0%A4%A');
    expect(badUrl.status).toBe(400);
    expect(typeof (badUrl.body as { code: unknown }).code).toBe('number');
    const nul = await t.call('POST', '/dashboard/auth/login', { body: { email: 'a\u0000@demo.test', password: 'x' } });
    expect(nul.status).toBe(400);
    const admin = await t.signIn('admin@demo.test');
    const cursor = await t.call('GET', '/dashboard/users/userLogs?cursor=99999999999999999999', { token: admin.token });
    expect(cursor.status).toBe(400);
  });

  it('echoes a sane request id and makes one otherwise', async () => {
    const given = await t.call('GET', '/health/live', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await t.call('GET', '/health/live', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers.get('x-content-type-options')).toBe('nosniff');
    expect(made.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(made.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('serves an OpenAPI document with every route, and its viewer at /docs', async () => {
    const doc = await t.call<{ paths: Record<string, Record<string, unknown>>; info: { description: string } }>(
      'GET',
      '/docs/json',
    );
    expect(doc.status).toBe(200);
    for (const route of t.app.declaredRoutes) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.body.paths[openApiPath]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
    expect(doc.body.info.description).toContain('| 17 | 401 | accessTokenExpired |');
    const viewer = await fetch(`${t.baseUrl}/docs`, { redirect: 'follow' });
    expect(viewer.status).toBe(200);
    expect(await viewer.text()).toContain('swagger');
  });
});

describe('configuration', () => {
  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', DATABASE_URL: 'postgres://h/d' })).toThrow(
      /32 characters/,
    );
    const secrets = { JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://h/d' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets })).toThrow(/TWO_FACTOR_KEY/);
    const ok = loadConfig({ NODE_ENV: 'production', ...secrets, TWO_FACTOR_KEY: 'k'.repeat(40) });
    expect(ok.seedDemo).toBe(false);
  });

  it('takes proxies only as a hop count or addresses, never blanket trust', () => {
    const base = { JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/X-Forwarded-For/);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ ...base }).trustProxy).toBe(false);
  });

  it('seeds once when two servers start on one empty database together', async () => {
    const database = await openTestDatabase();
    try {
      // A few clients: what is proven is that one of the two seeds and the other stands back.
      const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/crm-test-unused', DEMO_CLIENTS: '20' });
      const results = await Promise.all([seedDemo(database.db, config), seedDemo(database.db, config)]);
      expect(results.toSorted()).toEqual(['demo', 'nothing']);
      // A user per department and the sales team, once.
      const [row] = await database.db.select({ n: count() }).from(staff);
      expect(row?.n).toBe(DEPARTMENTS.length + salesTeamEmails.length);
    } finally {
      await database.close();
    }
  });

  it('never seeds demo users in production', async () => {
    const database = await openTestDatabase();
    try {
      const production = loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        DATABASE_URL: 'postgres://h/d',
        TWO_FACTOR_KEY: 'k'.repeat(40),
      });
      expect(await seedDemo(database.db, production)).toBe('nothing');
      const [row] = await database.db.select({ n: count() }).from(staff);
      expect(row?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('storage', () => {
  it('keeps a second process out of one data folder and takes over a stale lock', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crm-lock-'));
    try {
      const first = await openDatabase({ driver: 'pglite', dataDir: dir });
      await expect(openDatabase({ driver: 'pglite', dataDir: dir })).rejects.toThrow(/already open in this process/);
      await first.close();
      expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
      // A lock left by a process that died (kill -9) does not block the next start...
      writeFileSync(path.join(dir, 'server.lock'), '999999');
      const again = await openDatabase({ driver: 'pglite', dataDir: dir });
      await again.close();
      // ...nor one whose pid now belongs to another process (after a restart): the start time differs.
      writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: process.ppid, started: '1' }));
      const reused = await openDatabase({ driver: 'pglite', dataDir: dir });
      await reused.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('applies migrations once, even from several servers at the same time', async () => {
    if (testDriver === 'pglite') {
      expect(await migrate(t.database.db)).toEqual([]);
      return;
    }
    const { url, drop } = await createPostgresDatabase();
    const servers = await Promise.all([1, 2, 3].map(() => openDatabase({ driver: 'postgres', url })));
    try {
      const applied = await Promise.all(servers.map((s) => migrate(s.db)));
      expect(applied.flat().filter((tag) => tag.startsWith('0000')).length).toBe(1);
      const first = servers[0];
      if (!first) throw new Error('no server');
      const rows = await queryRows<{ n: number }>(first.db, sql`select count(*)::int as n from schema_migrations`);
      expect(rows[0]?.n).toBe(applied.flat().length);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
      await drop();
    }
  });

  // PostgreSQL only: PGlite has no connections to lose.
  it.runIf(testDriver === 'postgres')('survives the database ending its idle connections', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`select 1`);
      const killer = await openDatabase({ driver: 'postgres', url: database.url ?? '' });
      await killer.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await killer.close();
      await new Promise((r) => setTimeout(r, 200));
      const rows = await queryRows<{ ok: number }>(database.db, sql`select 1 as ok`);
      expect(rows[0]?.ok).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('stops on a migration edited after it was applied', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`update schema_migrations set checksum = 'changed' where tag like '0000%'`);
      await expect(migrate(database.db)).rejects.toThrow(/edited after it was applied/);
    } finally {
      await database.close();
    }
  });
});

// The server process runs on its own embedded database whatever the suite's driver: once is enough,
// in the PGlite pass (it is the slowest part of this file, and CI's time is counted).
describe.runIf(testDriver === 'pglite')('the server process', () => {
  it('starts on an empty data folder with demo sign-ins, logs JSON with request ids, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crm-proc-'));
    const port = await freePort();
    // The demo as `npm start` makes it, with fewer clients: the full 2,000 a brand took over a
    // minute of the suite and prove nothing more here (the bench and the browser tests start it whole).
    const { child, output } = startServerProcess({
      DATA_DIR: dir,
      PORT: String(port),
      LOG_LEVEL: 'info',
      DEMO_CLIENTS: '100',
    });
    const exited = exitOf(child);
    try {
      let healthy = false;
      // First start seeds the demo (clients, documents, accounts, trading history).
      for (let i = 0; i < 720 && !healthy; i++) {
        await new Promise((r) => setTimeout(r, 250));
        healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
          (r) => r.ok,
          () => false,
        );
      }
      expect(healthy, output()).toBe(true);
      expect(output()).toContain('admin@demo.test');
      expect(output()).toContain(`http://localhost:${port}`);
      expect(existsSync(path.join(dir, 'server.lock'))).toBe(true);
      // A second process on the same folder is refused while the server holds it.
      await expect(openDatabase({ driver: 'pglite', dataDir: dir })).rejects.toThrow(/in use by process/);

      await fetch(`http://127.0.0.1:${port}/health`, { headers: { 'x-request-id': 'trace-me-1' } });
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const logLine = output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { reqId?: string })
        .find((l) => l.reqId === 'trace-me-1');
      expect(logLine).toBeDefined();
      expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);

  it('refuses to start in production without its secrets', async () => {
    const { child, output } = startServerProcess({ NODE_ENV: 'production' });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('Refusing to start in production without JWT_SECRET');
  });
});
