import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestDatabase, testDriver } from '../../../test/test-database.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients } from '../../db/schema.ts';
import { openAccount } from '../accounts/open-account.ts';
import { accountBooks, houseBook } from './books.ts';
import { postEntry } from './post-entry.ts';

/**
 * The books rollup in buckets (migration 0048, issue #15): `ledger_post_entry` locks the rollup
 * rows its client books move until COMMIT. Accounts of one brand, platform, currency and country in
 * different buckets move different rows, so their entries no longer queue on one another; before
 * the buckets the second entry below waited for the first's COMMIT on their one shared row.
 */
let database: Database & { url?: string };
/** Four client balance books of one rollup key, each of an account in a bucket of its own. */
let books: string[] = [];

beforeAll(async () => {
  // As a server start leaves it, with the demo's staff and no clients: the entries' brand exists.
  database = await openSeededTestDatabase(loadConfig({ JWT_SECRET: 'x'.repeat(40), DEMO_CLIENTS: '0' }));
  books = await database.db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({ brandId: 'meridian', firstName: 'Bucket', lastName: 'Test', email: 'bucket@p.test', country: 'cy' })
      .returning();
    if (!client) throw new Error('no client');
    // Account ids are random: open accounts until four buckets differ (about six tries).
    const byBucket = new Map<number, string>();
    for (let tries = 0; byBucket.size < 4; tries++) {
      if (tries === 200) throw new Error('no four distinct buckets in 200 accounts');
      const account = await openAccount(tx, {
        brandId: 'meridian',
        clientId: client.id,
        platform: 'mt5',
        environment: 'live',
      });
      const [row] = await queryRows<{ bucket: number }>(
        tx,
        sql`select account_book_totals_bucket(${account.id}::uuid) as bucket`,
      );
      if (row && !byBucket.has(row.bucket)) byBucket.set(row.bucket, account.id);
    }
    return (await accountBooks(tx, [...byBucket.values()], 'client_balance')).map((b) => b.id);
  });
  const house = await database.db.transaction((tx) => houseBook(tx, 'meridian', 'house_cash', 'USD'));
  await database.db.transaction((tx) =>
    postEntry(tx, {
      brandId: 'meridian',
      type: 'test',
      postings: [
        { bookId: books[0] as string, amount: 1_000 },
        { bookId: books[2] as string, amount: 1_000 },
        { bookId: house.id, amount: -2_000 },
      ],
    }),
  );
});
afterAll(() => database.close());

describe('the books rollup in buckets', () => {
  it("keeps each account's money in its own bucket's row of the key", async () => {
    const rows = await queryRows<{ balance: string }>(
      database.db,
      sql`select t.balance::text as balance
            from unnest(${sql.param(books)}::uuid[]) with ordinality as x(book_id, n)
            join ledger_books b on b.id = x.book_id
            join account_book_totals t on t.bucket = account_book_totals_bucket(b.trading_account_id)
           where t.brand_id = 'meridian' and t.environment = 'live' and t.platform = 'mt5'
             and t.currency = 'USD' and t.country = 'cy'
           order by x.n`,
    );
    expect(rows.map((r) => r.balance)).toEqual(['1000', '0', '1000', '0']);
  });

  it.skipIf(testDriver !== 'postgres')(
    'lets an entry on accounts of the key in other buckets through while the first holds its rows',
    async () => {
      const [first, second] = [0, 1].map(() => new pg.Client({ connectionString: database.url }));
      if (!first || !second) throw new Error('no clients');
      await Promise.all([first.connect(), second.connect()]);
      const entry = (from: string | undefined, to: string | undefined) =>
        JSON.stringify({
          brandId: 'meridian',
          type: 'test',
          postings: [
            { bookId: from, amount: -100 },
            { bookId: to, amount: 100 },
          ],
        });
      try {
        await first.query('begin');
        await first.query('select ledger_post_entry($1::jsonb)', [entry(books[0], books[1])]);
        // The first entry holds its books and its two rollup rows until it commits; the second
        // must not wait for them (a wait would end in a lock timeout).
        await second.query('begin');
        await second.query(`set local lock_timeout = '2s'`);
        await second.query('select ledger_post_entry($1::jsonb)', [entry(books[2], books[3])]);
        await second.query('commit');
        await first.query('commit');
      } finally {
        await Promise.all([first.end(), second.end()]);
      }
      const balances = await queryRows<{ id: string; balance: string }>(
        database.db,
        sql`select id, balance::text as balance from ledger_books where id = any(${sql.param(books)}::uuid[])`,
      );
      expect(new Map(balances.map((b) => [b.id, b.balance]))).toEqual(
        new Map(books.map((id, i) => [id, ['900', '100', '900', '100'][i]])),
      );
    },
  );
});
