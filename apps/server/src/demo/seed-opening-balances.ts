import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { ledgerBooks } from '../db/schema.ts';
import { houseBook } from '../modules/ledger/books.ts';
import { bulkInsert, columnsOf } from './bulk-insert.ts';
import type { SeededAccount } from './seed-accounts.ts';
import { inChunks } from './seeded-random.ts';
import { insertPostingRows } from './write-money.ts';

/** Accounts per opening-balance entry. */
const ACCOUNTS_PER_ENTRY = 100;
/** What a demo account starts with, in US cents. */
const DEMO_BALANCE = 10_000_00;
const DAY = 86_400_000;

/**
 * Funds the seeded demo accounts with practice money: 10,000 USD each, a `demo_funding` journal
 * entry against house cash, mirrored on the platform. Like realised P/L it has no transaction row:
 * it is not a payment staff process, and a row would count in the deposit lists and as the
 * client's first-time deposit (which count payments and staff balance deposits whatever the
 * account). Bulk: one entry books a batch of up to 100 accounts (a posting each, one house
 * posting), so the house book moves a few dozen times, not once per account. Live accounts get
 * their money from the money seed (`seed-money.ts`). All USD (the seeded accounts are).
 */
export async function seedOpeningBalances(tx: Tx, brandId: string, accounts: SeededAccount[]): Promise<void> {
  const funded = accounts.filter((a) => a.environment === 'demo').map((account) => ({ account, amount: DEMO_BALANCE }));
  if (funded.length === 0) return;

  const house = await houseBook(tx, brandId, 'house_cash', 'USD');
  const bookOf = new Map<string, string>();
  await inChunks(funded, 1000, async (chunk) => {
    const books = await tx
      .select({ id: ledgerBooks.id, accountId: ledgerBooks.tradingAccountId })
      .from(ledgerBooks)
      .where(
        and(
          inArray(
            ledgerBooks.tradingAccountId,
            chunk.map((f) => f.account.id),
          ),
          eq(ledgerBooks.kind, 'client_balance'),
        ),
      );
    for (const b of books) if (b.accountId) bookOf.set(b.accountId, b.id);
  });

  const entryIds = Array.from({ length: Math.ceil(funded.length / ACCOUNTS_PER_ENTRY) }, () => randomUUID());
  const rows = funded.map(({ account, amount }, i) => ({
    account,
    amount,
    entryId: entryIds[Math.floor(i / ACCOUNTS_PER_ENTRY)] ?? '',
    at: new Date(Math.min(Date.now(), account.createdAt.getTime() + DAY)),
  }));
  const type = 'demo_funding';
  const comment = 'Opening balance (demo)';
  const entries = entryIds.map((id) => {
    const batch = rows.filter((r) => r.entryId === id);
    return {
      id,
      total: batch.reduce((sum, r) => sum + r.amount, 0),
      at: new Date(Math.min(...batch.map((r) => r.at.getTime()))),
    };
  });
  await bulkInsert(
    tx,
    'journal_entries',
    columnsOf(entries, {
      id: ['uuid', (e) => e.id],
      brand_id: ['text', () => brandId],
      type: ['text', () => type],
      memo: ['text', () => comment],
      created_at: ['timestamptz', (e) => e.at],
    }),
  );
  const sides = [
    ...rows.map((r) => ({
      entryId: r.entryId,
      bookId: bookOf.get(r.account.id) ?? '',
      currency: r.account.currency,
      amount: r.amount,
    })),
    ...entries.map((e) => ({ entryId: e.id, bookId: house.id, currency: 'USD', amount: -e.total })),
  ];
  await insertPostingRows(tx, sides);
  // The platform side, as mirrorOnPlatform would have made it.
  await bulkInsert(
    tx,
    'simulated_deals',
    columnsOf(rows, {
      platform: ['text', (r) => r.account.platform],
      login_id: ['bigint', (r) => r.account.loginId],
      kind: ['text', () => 'balance'],
      amount: ['bigint', (r) => r.amount],
      comment: ['text', () => type],
      entry_id: ['uuid', (r) => r.entryId],
      time: ['timestamptz', (r) => r.at],
    }),
  );
  await addToPlatformBalances(
    tx,
    rows.map((r) => ({ platform: r.account.platform, loginId: r.account.loginId, amount: r.amount })),
  );
}

/** Adds to many platform balances in one statement (one array per column). */
export async function addToPlatformBalances(
  tx: Tx,
  changes: { platform: string; loginId: number; amount: number }[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(sql`
    update simulated_accounts as a set balance = a.balance + v.amount
    from unnest(${sql.param(changes.map((c) => c.platform))}::text[], ${sql.param(changes.map((c) => c.loginId))}::bigint[],
      ${sql.param(changes.map((c) => c.amount))}::bigint[]) as v(platform, login_id, amount)
    where a.platform = v.platform and a.login_id = v.login_id`);
}
