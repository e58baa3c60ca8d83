import { TRANSACTION_TYPES } from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients, staff, tradingAccounts, transactions } from '../../db/schema.ts';
import { exchangeRates } from '../../db/schema-reports.ts';
import { seedDemo } from '../../demo/seed-demo.ts';
import { openAccount } from '../accounts/open-account.ts';
import { accountBook, houseBook } from '../ledger/books.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { usdCentsOf } from './usd-cents.ts';
import { verifyReportingFacts } from './verify-facts.ts';

/**
 * Random sequences of what moves the reports: money of every type and status in several
 * currencies on live and demo accounts, refunds, chargebacks and duplicates, settlements, deletions,
 * clients who register, move country, sales agent or device, get verified, change their UTMs, or are
 * soft-deleted (an undone IB lead import) and restored, with or without money, money on the accounts'
 * balance and credit books, accounts closed and reopened. After every
 * sequence each daily fact must equal the same figure summed from the rows, and every row's USD
 * amount must equal its amount at its rate rounded half to even (computed here again, exactly).
 * The reporting day is New York's, so day boundaries and daylight saving are not UTC's.
 */
const CURRENCIES = ['USD', 'EUR', 'BTC', 'ETH', 'MRD'] as const;
const ACCOUNTS_PER_CLIENT = CURRENCIES.length + 1; // one live account per currency, one demo
const STATUSES = ['pending', 'approved', 'rejected', 'error', 'initialized', 'cancelled'] as const;
const COUNTRIES = ['cy', 'gr', 'de'] as const;
const SOURCES = [null, 'google', 'meta'] as const;
const NOW = Date.parse('2026-03-09T12:00:00Z'); // the day after New York moved its clocks
const DAY = 86_400_000;

const at = fc.record({ daysAgo: fc.nat(20), minute: fc.nat(24 * 60 - 1) });
const operation = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('money' as const),
      client: fc.nat(50),
      account: fc.nat(ACCOUNTS_PER_CLIENT - 1),
      type: fc.constantFrom(...TRANSACTION_TYPES),
      status: fc.constantFrom(...STATUSES),
      amount: fc.integer({ min: 1, max: 2_000_000_000 }),
      method: fc.constantFrom(null, 'skrill', 'crypto'),
      at,
    }),
    weight: 6,
  },
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(500), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({
    kind: fc.constant('reverse' as const),
    pick: fc.nat(500),
    to: fc.constantFrom('chargeback', 'duplicated'),
  }),
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat(500), to: fc.constantFrom('approved', 'rejected') }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(500) }),
  fc.record({ kind: fc.constant('register' as const), country: fc.constantFrom(...COUNTRIES), at }),
  fc.record({
    kind: fc.constant('move' as const),
    client: fc.nat(50),
    country: fc.constantFrom(...COUNTRIES),
    agent: fc.nat(2),
    // A device change moves the client in the device facts (migration 0023); null is "unknown".
    device: fc.constantFrom(null, 'win', 'android', 'ios', 'multi'),
  }),
  fc.record({ kind: fc.constant('verify' as const), client: fc.nat(50), approved: fc.boolean() }),
  fc.record({ kind: fc.constant('utm' as const), client: fc.nat(50), source: fc.constantFrom(...SOURCES) }),
  // Soft-deleted clients are in no fact; a restore brings them and their money back.
  fc.record({ kind: fc.constant('softDelete' as const), client: fc.nat(50), deleted: fc.boolean() }),
  // Money on an account's balance or credit book, in or out (the books rollup of migration 0046),
  // and accounts closed and reopened.
  fc.record({
    kind: fc.constant('book' as const),
    client: fc.nat(50),
    account: fc.nat(ACCOUNTS_PER_CLIENT - 1),
    credit: fc.boolean(),
    amount: fc.integer({ min: -1_000_000, max: 2_000_000 }).filter((n) => n !== 0),
  }),
  fc.record({
    kind: fc.constant('closeAccount' as const),
    client: fc.nat(50),
    account: fc.nat(ACCOUNTS_PER_CLIENT - 1),
    deleted: fc.boolean(),
  }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/**
 * Run first, before the random sequences: approved money of every type (refunds, chargebacks and
 * settlements of later runs pick among them), so every type is under the facts whatever the draw.
 */
const EVERY_TYPE: Operation[] = TRANSACTION_TYPES.map((type, i) => ({
  kind: 'money',
  client: i,
  account: 0,
  type,
  status: 'approved',
  amount: 1_000_003 * (i + 1),
  method: null,
  at: { daysAgo: i, minute: 7 * i },
}));

let database: Database;
/** Every type a money operation wrote, across all runs: each must have been written at least once. */
const typesWritten = new Set<string>();
let agents: (string | null)[];
const people: { id: string; accounts: { id: string; currency: string }[] }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { ...loadConfig({ JWT_SECRET: 'x'.repeat(40), DEMO_CLIENTS: '0' }), seedDemo: true });
  const db = database.db;
  await db.execute(sql`SELECT set_reporting_zone('America/New_York')`);
  // Rates with many decimals, so conversions land on half cents and beyond.
  const levels: Record<string, number> = { EUR: 1.0837, BTC: 61_234.5, ETH: 3_101.25, MRD: 0.2537 };
  const rows = Object.entries(levels).flatMap(([currency, level]) =>
    Array.from({ length: 30 }, (_, i) => ({
      currency,
      day: new Date(NOW - (25 - i) * DAY).toISOString().slice(0, 10),
      usdPerUnit: (level * (1 + ((i * 7919) % 97) / 10_000) + 0.000000000005).toFixed(12),
      source: 'test',
    })),
  );
  // The demo's rate source has filled these days already: ours replace them.
  await db
    .insert(exchangeRates)
    .values(rows)
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.day],
      set: { usdPerUnit: sql`excluded.usd_per_unit`, source: sql`excluded.source` },
    });
  const staffRows = await db.select({ id: staff.id }).from(staff).orderBy(staff.email).limit(2);
  agents = [null, ...staffRows.map((s) => s.id)];
  for (let i = 0; i < 3; i++) await register('cy', NOW - i * DAY);
}, 120_000);
afterAll(() => database?.close());

async function register(country: string, createdAt: number) {
  await database.db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({
        brandId: 'meridian',
        firstName: 'Prop',
        lastName: 'Erty',
        email: `${crypto.randomUUID()}@facts.test`,
        country,
        createdAt: new Date(createdAt),
      })
      .returning({ id: clients.id });
    if (!client) throw new Error('no client');
    const accounts: { id: string; currency: string }[] = [];
    for (const [i, currency] of [...CURRENCIES, 'USD'].entries()) {
      const environment = i < CURRENCIES.length ? 'live' : 'demo';
      const account = await openAccount(tx, {
        brandId: 'meridian',
        clientId: client.id,
        platform: 'mt5',
        environment,
        currency,
      });
      accounts.push({ id: account.id, currency });
    }
    people.push({ id: client.id, accounts });
  });
}

const timeOf = (a: { daysAgo: number; minute: number }) => new Date(NOW - a.daysAgo * DAY - a.minute * 60_000);
const personOf = (i: number) => people[i % people.length] ?? expect.unreachable();

async function pickTransaction(pick: number, where?: ReturnType<typeof sql>) {
  const rows = await queryRows<{ id: string; amount: string; refund_amount: string }>(
    database.db,
    sql`SELECT id, amount::text, refund_amount::text FROM transactions ${where ? sql`WHERE ${where}` : sql``} ORDER BY id`,
  );
  return rows.length === 0 ? undefined : rows[pick % rows.length];
}

async function apply(op: Operation) {
  const db = database.db;
  switch (op.kind) {
    case 'money': {
      const person = personOf(op.client);
      const account = person.accounts[op.account] ?? expect.unreachable();
      typesWritten.add(op.type);
      await db.insert(transactions).values({
        brandId: 'meridian',
        clientId: person.id,
        tradingAccountId: account.id,
        type: op.type,
        status: op.status,
        amount: op.amount,
        currency: account.currency,
        method: op.method,
        createdAt: timeOf(op.at),
      });
      return;
    }
    case 'refund': {
      const t = await pickTransaction(
        op.pick,
        sql`status IN ('approved', 'partial_refund') AND refund_amount < amount`,
      );
      if (!t) return;
      const left = BigInt(t.amount) - BigInt(t.refund_amount);
      const part = (left * BigInt(op.percent)) / 100n || 1n;
      const refunded = BigInt(t.refund_amount) + part;
      await db
        .update(transactions)
        .set({ refundAmount: Number(refunded), status: refunded === BigInt(t.amount) ? 'refund' : 'partial_refund' })
        .where(eq(transactions.id, t.id));
      return;
    }
    case 'reverse': {
      const t = await pickTransaction(op.pick, sql`status IN ('approved', 'partial_refund')`);
      if (t) await db.update(transactions).set({ status: op.to }).where(eq(transactions.id, t.id));
      return;
    }
    case 'settle': {
      const t = await pickTransaction(op.pick, sql`status IN ('pending', 'initialized')`);
      if (t) await db.update(transactions).set({ status: op.to }).where(eq(transactions.id, t.id));
      return;
    }
    case 'delete': {
      const t = await pickTransaction(op.pick);
      if (t) await db.delete(transactions).where(eq(transactions.id, t.id));
      return;
    }
    case 'register':
      await register(op.country, timeOf(op.at).getTime());
      return;
    case 'move':
      await db
        .update(clients)
        .set({ country: op.country, salesAgentId: agents[op.agent % agents.length] ?? null, deviceType: op.device })
        .where(eq(clients.id, personOf(op.client).id));
      return;
    case 'verify':
      await db
        .update(clients)
        .set({ kycStatus: op.approved ? 'approved' : 'pending' })
        .where(eq(clients.id, personOf(op.client).id));
      return;
    case 'utm':
      await db
        .update(clients)
        .set({ utms: op.source ? { utm_source: op.source, utm_campaign: `${op.source}-spring` } : {} })
        .where(eq(clients.id, personOf(op.client).id));
      return;
    case 'softDelete':
      await db
        .update(clients)
        .set(
          op.deleted
            ? { deletedAt: new Date(NOW), deleteReason: 'import undone' }
            : { deletedAt: null, deleteReason: null },
        )
        .where(eq(clients.id, personOf(op.client).id));
      return;
    case 'book': {
      const account = personOf(op.client).accounts[op.account] ?? expect.unreachable();
      await db.transaction(async (tx) => {
        const book = await accountBook(tx, account.id, op.credit ? 'client_credit' : 'client_balance');
        const house = await houseBook(tx, 'meridian', op.credit ? 'house_credit' : 'house_cash', account.currency);
        // Never more out than the book holds: the ledger refuses that.
        const amount = Math.max(op.amount, -(book.balance - book.held));
        if (amount === 0) return;
        const postings = [
          { bookId: book.id, amount },
          { bookId: house.id, amount: -amount },
        ];
        await postEntry(tx, { brandId: 'meridian', type: 'property', postings });
      });
      return;
    }
    case 'closeAccount': {
      const account = personOf(op.client).accounts[op.account] ?? expect.unreachable();
      await db
        .update(tradingAccounts)
        .set({ deletedAt: op.deleted ? new Date(NOW) : null })
        .where(eq(tradingAccounts.id, account.id));
      return;
    }
  }
}

describe('the reporting facts', () => {
  it('always equal the figures summed from the rows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (ops) => {
        for (const op of ops) await apply(op);
        const report = await database.db.transaction((tx) => verifyReportingFacts(tx));
        expect(report.differences).toEqual([]);
        expect(report.badConversions).toBe(0);
        const rows = await queryRows<{ amount: string; currency: string; usd_rate: string; usd_amount: string }>(
          database.db,
          sql`SELECT amount::text, currency, usd_rate::text, usd_amount::text FROM transactions`,
        );
        for (const r of rows) {
          expect(String(usdCentsOf(BigInt(r.amount), r.currency, r.usd_rate))).toBe(r.usd_amount);
        }
      }),
      { numRuns: 25, examples: [[EVERY_TYPE]] },
    );
    // A type never written would be a type the facts were never checked on.
    expect([...typesWritten].toSorted()).toEqual([...TRANSACTION_TYPES].toSorted());
  }, 240_000);

  it('are rebuilt whole when the reporting time zone changes', async () => {
    await database.db.execute(sql`SELECT set_reporting_zone('Asia/Tokyo')`);
    const report = await database.db.transaction((tx) => verifyReportingFacts(tx));
    expect(report.differences).toEqual([]);
  });
});
