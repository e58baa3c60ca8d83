import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { pruneLoginFailures } from './login-failure-retention.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Failures made `hours` ago (database time), as the throttle would have recorded them. */
const fail = (email: string, count: number, hours: number) =>
  database.db.execute(sql`
    insert into login_failures (email, ip, at)
    select ${email}, '203.0.113.1', now() - make_interval(hours => ${hours}) from generate_series(1, ${count})`);
const left = async () =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from login_failures`))[0]?.n;

describe('pruning sign-in failures', () => {
  it('deletes failures older than a day, in batches, and keeps the recent ones', async () => {
    await fail('old@demo.test', 12_000, 25);
    await fail('recent@demo.test', 3, 23);
    expect(await pruneLoginFailures(database.db)).toBe(12_000);
    expect(await pruneLoginFailures(database.db)).toBe(0);
    expect(await left()).toBe(3);
  });
});
