import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'crm-web-dist-'));
const indexOf = (script: string) =>
  `<!doctype html><html><head><script type="module" src="/assets/${script}"></script></head><body></body></html>`;

/** What `vite build` does to the folder: empties it, then writes index.html and hashed assets. */
function writeBuild(script: string, code: string): void {
  rmSync(webDist, { recursive: true, force: true });
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'assets', script), code);
  writeFileSync(path.join(webDist, 'index.html'), indexOf(script));
}

let app: FastifyInstance;
let database: Database;
let baseUrl: string;

beforeAll(async () => {
  writeBuild('index-first.js', 'console.log("first")');
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crm-test-')),
  });
  database = await openTestDatabase();
  app = await buildApp({ ...config, webDist }, database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${baseUrl}${url}`);

describe('the console a running server serves', () => {
  it('serves index.html uncached with the CSP, hashed assets cached for good', async () => {
    const index = await get('/');
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('index-first.js');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = await get('/assets/index-first.js');
    expect(await script.text()).toBe('console.log("first")');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers console paths with index.html and API paths with a JSON 404', async () => {
    const route = await get('/clients/42?tab=notes');
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('index-first.js');
    const api = await get('/dashboard/no-such-route');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('serves a console rebuilt under it without a restart', async () => {
    writeBuild('index-second.js', 'console.log("second")');
    const index = await get('/');
    expect(await index.text()).toContain('index-second.js');
    const script = await get('/assets/index-second.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('console.log("second")');
    expect(await (await get('/requests')).text()).toContain('index-second.js');
    // The old build's assets are gone with it, and are not answered with index.html.
    expect((await get('/assets/index-first.js')).status).toBe(404);
  });

  it('answers 404, not a loop, while a rebuild has emptied the folder', async () => {
    rmSync(path.join(webDist, 'index.html'));
    expect((await get('/clients')).status).toBe(404);
    writeBuild('index-third.js', '');
    expect(await (await get('/clients')).text()).toContain('index-third.js');
  });
});
