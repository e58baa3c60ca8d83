import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TMoneyMovementReply } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { exitOf, startServerProcess, waitHealthy } from './server-process.ts';
import { TEST_JWT_SECRET } from './test-app.ts';
import { createPostgresDatabase, testDriver } from './test-database.ts';
import { expectNoTransferLostOrDoubled } from './transfer-burst-check.ts';
import { seedTransferPair, signInOver, transferOver } from './transfer-pair.ts';

/**
 * kill -9 of the server in the middle of a burst of transfers. After a restart the ledger must be
 * sound, every transfer the server acknowledged must be there, and retrying every transfer with its
 * Idempotency-Key must post none twice. On PostgreSQL only: the embedded database runs without
 * fsync and is for development (docs/ARCHITECTURE.md).
 */
describe.skipIf(testDriver !== 'postgres')('crash recovery', () => {
  let url: string;
  let drop: () => Promise<void>;
  const ids = { from: '', to: '' };
  const env = () => ({
    DATABASE_URL: url,
    JWT_SECRET: TEST_JWT_SECRET,
    DEMO_CLIENTS: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crm-crash-')),
  });

  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    Object.assign(ids, await seedTransferPair(url, env()));
  }, 60_000);
  afterAll(() => drop?.());

  it('loses no acknowledged transfer and posts none twice', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = startServerProcess({ ...env(), PORT: String(port) });
    expect(await waitHealthy(port), server.output()).toBe(true);
    const signIn = () => signInOver(base, 'funding@demo.test');
    let token = await signIn();
    const transfer = (key: string) => transferOver(base, token, ids, key);

    const sent: string[] = [];
    const acknowledged = new Map<string, string>();
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const key = randomUUID();
        sent.push(key);
        try {
          const res = await transfer(key);
          if (res.status === 200) acknowledged.set(key, ((await res.json()) as TMoneyMovementReply).transaction._id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 20 }, worker);
    while (acknowledged.size < 200) await new Promise((r) => setTimeout(r, 20));
    const exited = exitOf(server.child);
    server.child.kill('SIGKILL');
    killed = true;
    await exited;
    await Promise.all(workers);

    server = startServerProcess({ ...env(), PORT: String(port) });
    try {
      expect(await waitHealthy(port), server.output()).toBe(true);
      token = await signIn();
      await expectNoTransferLostOrDoubled(url, { acknowledged, sent, transfer });
    } finally {
      const exited = exitOf(server.child);
      server.child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);
});
