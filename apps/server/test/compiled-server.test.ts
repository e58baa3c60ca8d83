import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { exitOf, startServerProcess, waitHealthy } from './server-process.ts';
import { DEMO_PASSWORD, TEST_JWT_SECRET } from './test-app.ts';
import { createPostgresDatabase, testDriver } from './test-database.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Production runs dist/main.js with no TypeScript loader: the bundle must find its migrations,
 * load PGlite's WASM from the package, and serve sign-in like the source does. `npm test` builds
 * dist/ afresh before the suites (scripts/test.mjs); run alone, this file builds it only if missing,
 * since rebuilding here would swap dist/ under the cluster test's running instances.
 */
describe('the compiled server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-compiled-'));
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: Record<string, string> = {};

  beforeAll(async () => {
    if (!existsSync(path.join(SERVER_DIR, 'dist/main.js'))) {
      const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, encoding: 'utf8' });
      expect(build.status, build.stderr).toBe(0);
    }
    if (testDriver === 'postgres') {
      const created = await createPostgresDatabase();
      drop = created.drop;
      databaseUrl = { DATABASE_URL: created.url };
    }
  });
  afterAll(async () => {
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts from dist/, answers /health and signs a demo user in', async () => {
    const port = await freePort();
    const { child, output } = startServerProcess(
      {
        ...databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        JWT_SECRET: TEST_JWT_SECRET,
        DEMO_CLIENTS: '0',
        LOG_LEVEL: 'warn',
      },
      'compiled',
    );
    const exited = exitOf(child);
    try {
      expect(await waitHealthy(port), output()).toBe(true);
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

      const login = await fetch(`http://127.0.0.1:${port}/dashboard/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
      });
      expect(login.status, output()).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const me = await fetch(`http://127.0.0.1:${port}/dashboard/crmusers/current`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status, output()).toBe(200);
    } finally {
      child.kill('SIGTERM');
      expect(await exited, output()).toBe(0);
    }
    // A cold start migrates and fills 18 months of rates: on a loaded CI machine that is more than 30 s.
  }, 90_000);
});
