import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TMoneyMovementReply } from '@crm/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { clients, transactions } from '../src/db/schema.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { openAccount } from '../src/modules/accounts/open-account.ts';
import { postMovement } from '../src/modules/accounts/post-movement.ts';
import { accountBook, houseBook } from '../src/modules/ledger/books.ts';
import { verifyLedger } from '../src/modules/ledger/verify-ledger.ts';
import { freePort } from './free-port.ts';
import { exitOf, startServerProcess, waitHealthy } from './server-process.ts';
import { DEMO_PASSWORD, TEST_JWT_SECRET } from './test-app.ts';
import { createPostgresDatabase, testDriver } from './test-database.ts';

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
    const database = await openDatabase({ driver: 'postgres', url });
    await migrate(database.db);
    await seedDemo(database.db, { ...loadConfig({ ...env() }), seedDemo: true });
    await database.db.transaction(async (tx) => {
      const [client] = await tx
        .insert(clients)
        .values({ brandId: 'meridian', firstName: 'Crash', lastName: 'Test', email: 'crash@test.test', country: 'cy' })
        .returning();
      if (!client) throw new Error('no client');
      const from = await openAccount(tx, {
        brandId: 'meridian',
        clientId: client.id,
        platform: 'ctrader',
        environment: 'live',
      });
      const to = await openAccount(tx, {
        brandId: 'meridian',
        clientId: client.id,
        platform: 'mt5',
        environment: 'live',
      });
      ids.from = from.id;
      ids.to = to.id;
      const book = await accountBook(tx, from.id, 'client_balance');
      const cash = await houseBook(tx, 'meridian', 'house_cash', 'USD');
      await postMovement(tx, {
        brandId: 'meridian',
        type: 'balance_operation_deposit',
        postings: [
          { bookId: book.id, amount: 100_000_000 },
          { bookId: cash.id, amount: -100_000_000 },
        ],
      });
    });
    await database.close();
  }, 60_000);
  afterAll(() => drop?.());

  it('loses no acknowledged transfer and posts none twice', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = startServerProcess({ ...env(), PORT: String(port) });
    expect(await waitHealthy(port), server.output()).toBe(true);
    const signIn = async () => {
      const res = await fetch(`${base}/dashboard/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'funding@demo.test', password: DEMO_PASSWORD }),
      });
      return ((await res.json()) as { token: string }).token;
    };
    let token = await signIn();
    const body = JSON.stringify({ amount: '1.00', accountFrom: ids.from, accountTo: ids.to, reason: 'crash test' });
    const transfer = (key: string) =>
      fetch(`${base}/dashboard/users/accounts/transferFunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
        body,
      });

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
      const database = await openDatabase({ driver: 'postgres', url });
      try {
        const report = await database.db.transaction((tx) => verifyLedger(tx));
        expect(report).toEqual({ bookDifferences: [], unbalancedEntries: [], heldDifferences: [] });
        const found = await database.db
          .select({ id: transactions.id })
          .from(transactions)
          .where(inArray(transactions.id, [...acknowledged.values()]));
        expect(found).toHaveLength(acknowledged.size);

        // Every transfer sent, sent again with its key: acknowledged ones replay, lost ones post now.
        for (const key of sent) expect((await transfer(key)).status).toBe(200);
        const transfers = await database.db.select({ id: transactions.id }).from(transactions);
        // Exactly one transfer per key (the opening deposit was posted without a transaction row).
        expect(transfers).toHaveLength(sent.length);
        const again = await database.db.transaction((tx) => verifyLedger(tx));
        expect(again.bookDifferences).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      const exited = exitOf(server.child);
      server.child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);
});
