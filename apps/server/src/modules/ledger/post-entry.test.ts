import { ErrorCode } from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestDatabase } from '../../../test/test-database.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { clients, journalEntries, ledgerBooks, ledgerHolds } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { openAccount } from '../accounts/open-account.ts';
import { accountBooks, houseBook } from './books.ts';
import { placeHold } from './holds.ts';
import { postEntry } from './post-entry.ts';

/**
 * `ledger_post_entry` (migration 0011) is the only implementation of posting, and
 * `ledger_place_hold` (0013) of placing a hold; both apply the one funds rule
 * (`ledger_refuse_overdraft`). These are their refusals, as the API sees them (through postEntry
 * and placeHold) and as anyone calling the functions straight from SQL meets them.
 */
let database: Database;
let books: { a: string; b: string; house: string };

beforeAll(async () => {
  // As a server start leaves it, with the demo's staff and no clients: the entries' brand exists.
  database = await openSeededTestDatabase(loadConfig({ JWT_SECRET: 'x'.repeat(40), DEMO_CLIENTS: '0' }));
  books = await database.db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({ brandId: 'meridian', firstName: 'Entry', lastName: 'Test', email: 'entry@p.test', country: 'cy' })
      .returning();
    if (!client) throw new Error('no client');
    const open = () =>
      openAccount(tx, { brandId: 'meridian', clientId: client.id, platform: 'mt5', environment: 'live' });
    const [a, b] = await accountBooks(tx, [(await open()).id, (await open()).id], 'client_balance');
    const house = await houseBook(tx, 'meridian', 'house_cash', 'USD');
    return { a: a.id, b: b.id, house: house.id };
  });
  await post([
    { bookId: books.a, amount: 10_000 },
    { bookId: books.house, amount: -10_000 },
  ]);
});
afterAll(() => database.close());

const post = (postings: { bookId: string; amount: number }[], settlesHolds?: string[]) =>
  database.db.transaction((tx) => postEntry(tx, { brandId: 'meridian', type: 'test', postings, settlesHolds }));

async function refusal(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const balanceOf = async (id: string) =>
  (await database.db.select().from(ledgerBooks).where(eq(ledgerBooks.id, id)))[0]?.balance;

describe('ledger_post_entry', () => {
  it('posts a balanced entry and answers with the books as they now stand', async () => {
    const posted = await post([
      { bookId: books.a, amount: -2_500 },
      { bookId: books.b, amount: 2_500 },
    ]);
    expect(posted.books.map((b) => [b.id, b.balance]).sort()).toEqual(
      [
        [books.a, 7_500],
        [books.b, 2_500],
      ].sort(),
    );
    expect(posted.books.every((b) => b.platform === 'mt5' && typeof b.loginId === 'number')).toBe(true);
    await post([
      { bookId: books.b, amount: -2_500 },
      { bookId: books.a, amount: 2_500 },
    ]);
  });

  it('refuses more than is available (code 42, saying how much is), and posts nothing', async () => {
    const entries = (await database.db.select().from(journalEntries)).length;
    const error = await refusal(() =>
      post([
        { bookId: books.a, amount: -10_001 },
        { bookId: books.b, amount: 10_001 },
      ]),
    );
    expect(error.codeName).toBe('insufficientFunds');
    expect(error.code).toBe(ErrorCode.insufficientFunds);
    expect(error.details).toEqual([{ path: 'amount', message: 'Available: 10000 minor units' }]);
    expect(await database.db.select().from(journalEntries)).toHaveLength(entries);
    expect(await balanceOf(books.a)).toBe(10_000);
  });

  it('counts holds against what is available, and lets the entry that settles a hold use it', async () => {
    const hold = await database.db.transaction((tx) => placeHold(tx, books.a, 4_000));
    const error = await refusal(() =>
      post([
        { bookId: books.a, amount: -6_001 },
        { bookId: books.b, amount: 6_001 },
      ]),
    );
    expect(error.details?.[0]?.message).toBe('Available: 6000 minor units');
    await post(
      [
        { bookId: books.a, amount: -4_000 },
        { bookId: books.b, amount: 4_000 },
      ],
      [hold],
    );
    // The hold resolves once: settling it again is a conflict, and nothing moves.
    const again = await refusal(() =>
      post(
        [
          { bookId: books.a, amount: -1 },
          { bookId: books.b, amount: 1 },
        ],
        [hold],
      ),
    );
    expect(again.codeName).toBe('conflict');
    expect(await balanceOf(books.a)).toBe(6_000);
    await post([
      { bookId: books.b, amount: -4_000 },
      { bookId: books.a, amount: 4_000 },
    ]);
  });

  it('refuses, from SQL as from the API, an entry that does not balance, repeats a book or names no book', async () => {
    const raw = (postings: unknown) =>
      database.db.execute(
        sql`select ledger_post_entry(${JSON.stringify({ brandId: 'meridian', type: 'raw', postings })}::jsonb)`,
      );
    const unknownBook = '00000000-0000-4000-8000-000000000000';
    const cases: [unknown, RegExp][] = [
      [
        [
          { bookId: books.a, amount: -5 },
          { bookId: books.house, amount: 4 },
        ],
        /does not balance in USD/,
      ],
      [
        [
          { bookId: books.a, amount: -5 },
          { bookId: books.a, amount: 5 },
        ],
        /each book once/,
      ],
      [
        [
          { bookId: books.a, amount: 0.5 },
          { bookId: books.b, amount: -0.5 },
        ],
        /non-zero integer/,
      ],
      [
        [
          { bookId: unknownBook, amount: 5 },
          { bookId: books.b, amount: -5 },
        ],
        /does not exist/,
      ],
    ];
    for (const [postings, message] of cases) {
      const error = await raw(postings).then(
        () => null,
        (e: unknown) => e,
      );
      const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause ?? error;
      expect((cause as { code?: string }).code).toBe('CR500');
      expect((cause as { message?: string }).message).toMatch(message);
    }
    expect(await balanceOf(books.a)).toBe(10_000);
  });
});

describe('ledger_place_hold', () => {
  const heldOn = async (id: string) =>
    (await database.db.select().from(ledgerBooks).where(eq(ledgerBooks.id, id)))[0]?.held;
  const place = (amount: number) => database.db.transaction((tx) => placeHold(tx, books.b, amount));

  it("reserves what is available and refuses more with the posting's code and message, reserving nothing", async () => {
    await post([
      { bookId: books.b, amount: 5_000 },
      { bookId: books.house, amount: -5_000 },
    ]);
    const holds = (await database.db.select().from(ledgerHolds)).length;
    const balance = (await balanceOf(books.b)) ?? 0;
    expect(balance).toBe(5_000);
    const error = await refusal(() => place(balance + 1));
    expect(error.code).toBe(ErrorCode.insufficientFunds);
    expect(error.details).toEqual([{ path: 'amount', message: `Available: ${balance} minor units` }]);
    expect(await database.db.select().from(ledgerHolds)).toHaveLength(holds);
    expect(await heldOn(books.b)).toBe(0);

    const hold = await place(balance);
    expect(await heldOn(books.b)).toBe(balance);
    const [row] = await database.db.select().from(ledgerHolds).where(eq(ledgerHolds.id, hold));
    expect(row).toMatchObject({ bookId: books.b, amount: balance, status: 'active' });
    // Everything is reserved now: a second hold of one minor unit is refused.
    expect((await refusal(() => place(1))).details?.[0]?.message).toBe('Available: 0 minor units');
  });

  it('refuses, from SQL, a hold that is not positive or names no book', async () => {
    const cases: [string, number, RegExp][] = [
      [books.b, 0, /positive/],
      [books.b, -5, /positive/],
      ['00000000-0000-4000-8000-000000000000', 5, /does not exist/],
    ];
    for (const [book, amount, message] of cases) {
      const error = await database.db.execute(sql`select ledger_place_hold(${book}::uuid, ${amount}::bigint)`).then(
        () => null,
        (e: unknown) => e,
      );
      const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause ?? error;
      expect((cause as { code?: string }).code).toBe('CR500');
      expect((cause as { message?: string }).message).toMatch(message);
    }
  });
});
