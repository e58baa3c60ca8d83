import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { clients, ledgerBooks } from '../../db/schema.ts';
import { seedDemo } from '../../demo/seed-demo.ts';
import { AppError } from '../../http/app-error.ts';
import { openAccount } from '../accounts/open-account.ts';
import { accountBook, houseBook } from './books.ts';
import { placeHold, resolveHold } from './holds.ts';
import { postEntry } from './post-entry.ts';
import { verifyLedger } from './verify-ledger.ts';

/**
 * Random sequences of deposits, withdrawals, transfers and holds (placed, released, settled, and
 * resolved twice) against a model of what each should do. After every sequence the books must
 * match the model exactly, no client book may show less than nothing available, every entry must
 * balance and every cached balance and hold must equal what the postings and holds say.
 */
const BOOKS = 3;
const amount = fc.integer({ min: 1, max: 50_000 });
const book = fc.integer({ min: 0, max: BOOKS - 1 });
const operation = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), book, amount }),
  fc.record({ kind: fc.constant('withdraw' as const), book, amount }),
  fc.record({ kind: fc.constant('transfer' as const), book, to: book, amount }),
  fc.record({ kind: fc.constant('hold' as const), book, amount }),
  fc.record({ kind: fc.constant('release' as const), hold: fc.nat(20) }),
  fc.record({ kind: fc.constant('settle' as const), hold: fc.nat(20) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { ...loadConfig({ JWT_SECRET: 'x'.repeat(40), DEMO_CLIENTS: '0' }), seedDemo: true });
});
afterAll(() => database.close());

async function freshBooks() {
  return database.db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({
        brandId: 'meridian',
        firstName: 'Prop',
        lastName: 'Erty',
        email: `${crypto.randomUUID()}@p.test`,
        country: 'cy',
      })
      .returning();
    if (!client) throw new Error('no client');
    const ids: string[] = [];
    for (let i = 0; i < BOOKS; i++) {
      const account = await openAccount(tx, {
        brandId: 'meridian',
        clientId: client.id,
        platform: 'mt5',
        environment: 'live',
      });
      ids.push((await accountBook(tx, account.id, 'client_balance')).id);
    }
    return { ids, house: (await houseBook(tx, 'meridian', 'house_cash', 'USD')).id };
  });
}

type Hold = { id: string; book: number; amount: number; active: boolean };
type Model = { balance: number[]; held: number[]; holds: Hold[] };

/** What the ledger should answer: null (done) or the refusal's code name. */
function expected(op: Operation, m: Model): string | null {
  const available = (i: number) => (m.balance[i] ?? 0) - (m.held[i] ?? 0);
  switch (op.kind) {
    case 'deposit':
      return null;
    case 'withdraw':
    case 'hold':
      return available(op.book) >= op.amount ? null : 'insufficientFunds';
    case 'transfer':
      if (op.book === op.to) return 'internal';
      return available(op.book) >= op.amount ? null : 'insufficientFunds';
    case 'release':
    case 'settle': {
      const hold = m.holds[op.hold];
      if (!hold) return 'none';
      return hold.active ? null : 'conflict';
    }
  }
}

/** Runs one operation on the database; returns null or the refusal's code name, and keeps the model. */
async function apply(op: Operation, books: { ids: string[]; house: string }, m: Model): Promise<string | null> {
  const post = (postings: { bookId: string; amount: number }[], settlesHolds?: string[]) =>
    database.db.transaction((tx) => postEntry(tx, { brandId: 'meridian', type: 'property', postings, settlesHolds }));
  const bookId = (i: number) => books.ids[i] as string;
  const add = (i: number, units: number) => {
    m.balance[i] = (m.balance[i] ?? 0) + units;
  };
  try {
    switch (op.kind) {
      case 'deposit':
        await post([
          { bookId: bookId(op.book), amount: op.amount },
          { bookId: books.house, amount: -op.amount },
        ]);
        add(op.book, op.amount);
        break;
      case 'withdraw':
        await post([
          { bookId: bookId(op.book), amount: -op.amount },
          { bookId: books.house, amount: op.amount },
        ]);
        add(op.book, -op.amount);
        break;
      case 'transfer':
        await post([
          { bookId: bookId(op.book), amount: -op.amount },
          { bookId: bookId(op.to), amount: op.amount },
        ]);
        add(op.book, -op.amount);
        add(op.to, op.amount);
        break;
      case 'hold': {
        const id = await database.db.transaction((tx) => placeHold(tx, bookId(op.book), op.amount));
        m.holds.push({ id, book: op.book, amount: op.amount, active: true });
        m.held[op.book] = (m.held[op.book] ?? 0) + op.amount;
        break;
      }
      case 'release':
      case 'settle': {
        const hold = m.holds[op.hold];
        if (!hold) return 'none';
        if (op.kind === 'release') {
          await database.db.transaction((tx) => resolveHold(tx, hold.id, 'released', null));
        } else {
          // The reserved amount leaves the book in the entry that settles the hold.
          await post(
            [
              { bookId: bookId(hold.book), amount: -hold.amount },
              { bookId: books.house, amount: hold.amount },
            ],
            [hold.id],
          );
          add(hold.book, -hold.amount);
        }
        hold.active = false;
        m.held[hold.book] = (m.held[hold.book] ?? 0) - hold.amount;
        break;
      }
    }
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.codeName;
    throw error;
  }
}

describe('ledger invariants over random operation sequences', () => {
  it('match the model, never show a client book below zero available, and stay sound', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (ops) => {
        const books = await freshBooks();
        const model: Model = { balance: [0, 0, 0], held: [0, 0, 0], holds: [] };
        for (const op of ops) {
          const want = expected(op, model);
          expect(await apply(op, books, model)).toBe(want);
        }
        const rows = await database.db.select().from(ledgerBooks).where(inArray(ledgerBooks.id, books.ids));
        for (const [i, id] of books.ids.entries()) {
          const row = rows.find((r) => r.id === id);
          expect(row?.balance).toBe(model.balance[i]);
          expect(row?.held).toBe(model.held[i]);
          expect((row?.balance ?? 0) - (row?.held ?? 0)).toBeGreaterThanOrEqual(0);
        }
        const report = await database.db.transaction((tx) => verifyLedger(tx));
        expect(report).toEqual({ bookDifferences: [], unbalancedEntries: [], heldDifferences: [] });
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
