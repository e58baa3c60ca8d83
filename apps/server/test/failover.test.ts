import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode, type TMoneyMovementReply } from '@crm/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, openEventStream } from './event-stream.ts';
import { freePort } from './free-port.ts';
import { exitOf, startServerProcess, waitHealthy } from './server-process.ts';
import { TEST_JWT_SECRET } from './test-app.ts';
import { createPostgresDatabase, testDriver } from './test-database.ts';
import { expectNoTransferLostOrDoubled } from './transfer-burst-check.ts';
import { seedTransferPair, signInOver, transferOver } from './transfer-pair.ts';

/** Polls `check` until it holds (the server recovers on its own timers). */
async function until(check: () => boolean | Promise<boolean>, what: string, tries = 1500): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/**
 * The outside probe's first case: the database goes away under load (every connection of the
 * server terminated, new ones refused, as in a failover) and comes back. The server process must
 * live through it, answer 503 with code 80 and Retry-After meanwhile, serve again by itself, keep
 * its badge streams hearing changes, and leave no transfer half-written. On PostgreSQL only.
 */
describe.skipIf(testDriver !== 'postgres')('database failover', () => {
  let url = '';
  let name = '';
  let drop: () => Promise<void>;
  let admin: pg.Client;
  const ids = { from: '', to: '' };
  const env = () => ({
    DATABASE_URL: url,
    JWT_SECRET: TEST_JWT_SECRET,
    DEMO_CLIENTS: '0',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crm-failover-')),
  });

  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    name = new URL(url).pathname.slice(1);
    Object.assign(ids, await seedTransferPair(url, env()));
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    await admin?.query(`alter database ${name} allow_connections true`);
    await admin?.end();
    await drop?.();
  });

  it('lives through it, answers 503 meanwhile, recovers by itself and half-writes nothing', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServerProcess({ ...env(), PORT: String(port) });
    try {
      expect(await waitHealthy(port), server.output()).toBe(true);
      const signIn = (email: string) => signInOver(base, email);
      const funding = await signIn('funding@demo.test');
      const watcher = await signIn('admin@demo.test');
      const stream = await openEventStream(base, watcher);
      const pendingBefore = countOf(await stream.nextCounts(() => true), 'requests.pending');

      const transfer = (key: string) => transferOver(base, funding, ids, key);
      const sent: string[] = [];
      const acknowledged = new Map<string, string>();
      const statuses = new Map<number, number>();
      let stop = false;
      const worker = async () => {
        while (!stop) {
          const key = randomUUID();
          sent.push(key);
          const res = await transfer(key);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 200) acknowledged.set(key, ((await res.json()) as TMoneyMovementReply).transaction._id);
          else await res.arrayBuffer();
        }
      };
      const workers = Array.from({ length: 8 }, worker);
      await until(() => acknowledged.size >= 100, 'a hundred transfers are acknowledged');

      // The failover: no new connections, and every one the server holds cut, mid-transaction included.
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await until(() => (statuses.get(503) ?? 0) >= 30, 'transfers are answered 503');

      const health = await fetch(`${base}/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await health.json()) as { code: number }).code).toBe(ErrorCode.databaseUnavailable);
      const read = await fetch(`${base}/dashboard/crmusers/current`, {
        headers: { authorization: `Bearer ${funding}` },
      });
      expect(read.status).toBe(503);
      expect(read.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await read.json()) as { code: number }).code).toBe(ErrorCode.databaseUnavailable);
      expect(server.child.exitCode, server.output()).toBeNull();

      await admin.query(`alter database ${name} allow_connections true`);
      await until(async () => (await fetch(`${base}/health`)).status === 200, 'the server is healthy again');
      const resumedAt = acknowledged.size;
      await until(() => acknowledged.size >= resumedAt + 50, 'transfers are acknowledged again');
      stop = true;
      await Promise.all(workers);

      // Only successes and 503s: never a 500, never a crash.
      expect([...statuses.keys()].sort()).toEqual([200, 503]);
      expect(server.child.exitCode, server.output()).toBeNull();

      // The badge stream opened before the outage still hears a change made after it.
      const raised = await fetch(`${base}/dashboard/users/requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${watcher}` },
        body: JSON.stringify({ request_type: 'changeAccountLeverage', account: ids.to, leverage: 200 }),
      });
      expect(raised.status).toBe(200);
      await stream.nextCounts((c) => countOf(c, 'requests.pending') === pendingBefore + 1);
      stream.close();

      await expectNoTransferLostOrDoubled(url, { acknowledged, sent, transfer });
    } finally {
      const exited = exitOf(server.child);
      server.child.kill('SIGTERM');
      await exited;
    }
  }, 180_000);
});
