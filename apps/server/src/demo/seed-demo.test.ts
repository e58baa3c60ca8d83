import { count, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { clients, journalEntries, staff, tradingAccounts } from '../db/schema.ts';
import { prepareRates } from '../modules/rates/prepare-rates.ts';
import { simulatedRateSource } from '../modules/rates/simulated/simulated-rates.ts';
import { seedDemo } from './seed-demo.ts';

const config = { ...loadConfig({ JWT_SECRET: 'x'.repeat(40), DEMO_CLIENTS: '20' }), seedDemo: true };
const rowsOf = (database: Database) =>
  queryRows<{ id: string; live: number; demo: number; total: string; updated: string }>(
    database.db,
    sql`select id, live_accounts as live, demo_accounts as demo, total_deposits_usd_cents::text as total,
        updated_at::text as updated from clients order by id`,
  );

let database: Database;
beforeEach(async () => {
  database = await openTestDatabase();
  // As main.ts does: no money in another currency is written without its rates.
  await prepareRates(database.db, config, simulatedRateSource());
});
afterEach(() => database.close());

describe('the demo on a database that already holds clients', () => {
  it('creates the sign-ins only, and leaves the clients it did not make as they were', async () => {
    // As the clients bench loads them: rows that say they have accounts and deposits, and none of either.
    await database.db.insert(clients).values(
      Array.from({ length: 30 }, (_, i) => ({
        brandId: i % 2 ? 'meridian' : 'northwind',
        firstName: 'Loaded',
        lastName: `${i}`,
        email: `loaded${i}@bench.test`,
        country: 'cy',
        kycStatus: 'approved',
        liveAccounts: 2,
        demoAccounts: 2,
        totalDepositsUsd: 500_00,
      })),
    );
    const before = await rowsOf(database);

    expect(await seedDemo(database.db, config)).toBe('staff');

    const [people] = await database.db.select({ n: count() }).from(staff);
    expect(people?.n).toBe(9);
    expect(await rowsOf(database)).toEqual(before);
    const [accounts] = await database.db.select({ n: count() }).from(tradingAccounts);
    const [entries] = await database.db.select({ n: count() }).from(journalEntries);
    expect([accounts?.n, entries?.n]).toEqual([0, 0]);
    // A restart finds the staff and seeds nothing.
    expect(await seedDemo(database.db, config)).toBe('nothing');
  });

  it('still seeds the whole demo on an empty database', async () => {
    expect(await seedDemo(database.db, config)).toBe('demo');
    const [made] = await database.db.select({ n: count() }).from(clients);
    expect(made?.n).toBe(40);
    const [accounts] = await database.db.select({ n: count() }).from(tradingAccounts);
    expect(accounts?.n).toBeGreaterThan(0);
  });
});
