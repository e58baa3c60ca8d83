import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { bulkInsert, columnsOf } from './bulk-insert.ts';
import type { MoneyPlan, PlannedPosting } from './money-plan.ts';
import type { SeededAccount } from './seed-accounts.ts';

/**
 * Writes a planned money history in a few statements per table (one array per column): entries,
 * their postings (see insertPostings), transactions, holds and requests. Active holds then add to their books' `held` in one statement,
 * and the platform accounts take the sum of their changes in one statement, with a deal each.
 */
export async function writeMoney(
  tx: Tx,
  brandId: string,
  plan: MoneyPlan,
  deleted: { account: SeededAccount; at: Date }[],
): Promise<void> {
  await bulkInsert(
    tx,
    'journal_entries',
    columnsOf(plan.entries, {
      id: ['uuid', (e) => e.id],
      brand_id: ['text', () => brandId],
      type: ['text', (e) => e.type],
      linked_entry_id: ['uuid', (e) => e.linkedEntryId],
      memo: ['text', (e) => e.memo],
      created_by: ['uuid', (e) => e.createdBy],
      created_at: ['timestamptz', (e) => e.at],
    }),
  );
  await insertPostings(tx, plan.postings);
  await bulkInsert(
    tx,
    'transactions',
    columnsOf(plan.transactions, {
      id: ['uuid', (t) => t.id],
      brand_id: ['text', () => brandId],
      client_id: ['uuid', (t) => t.clientId],
      trading_account_id: ['uuid', (t) => t.accountId],
      counter_account_id: ['uuid', (t) => t.counterAccountId],
      entry_id: ['uuid', (t) => t.entryId],
      type: ['text', (t) => t.type],
      status: ['text', (t) => t.status],
      amount: ['bigint', (t) => t.amount],
      currency: ['text', (t) => t.currency],
      refund_amount: ['bigint', (t) => t.refundAmount],
      method: ['text', (t) => t.method],
      comment: ['text', (t) => t.comment],
      created_by: ['uuid', (t) => t.createdBy],
      created_at: ['timestamptz', (t) => t.createdAt],
      updated_at: ['timestamptz', (t) => t.updatedAt],
    }),
  );
  await bulkInsert(
    tx,
    'ledger_holds',
    columnsOf(plan.holds, {
      id: ['uuid', (h) => h.id],
      book_id: ['uuid', (h) => h.bookId],
      amount: ['bigint', (h) => h.amount],
      status: ['text', (h) => h.status],
      entry_id: ['uuid', (h) => h.entryId],
      created_at: ['timestamptz', (h) => h.createdAt],
      resolved_at: ['timestamptz', (h) => h.resolvedAt],
    }),
  );
  const held = new Map<string, number>();
  for (const h of plan.holds) if (h.status === 'active') held.set(h.bookId, (held.get(h.bookId) ?? 0) + h.amount);
  if (held.size > 0) {
    await tx.execute(sql`
      update ledger_books as b set held = b.held + v.amount
      from unnest(${sql.param([...held.keys()])}::uuid[], ${sql.param([...held.values()])}::bigint[]) as v(id, amount)
      where b.id = v.id`);
  }
  await bulkInsert(
    tx,
    'client_requests',
    columnsOf(plan.requests, {
      id: ['uuid', (r) => r.id],
      brand_id: ['text', () => brandId],
      client_id: ['uuid', (r) => r.clientId],
      trading_account_id: ['uuid', (r) => r.accountId],
      counter_account_id: ['uuid', (r) => r.counterAccountId],
      type: ['text', (r) => r.type],
      status: ['text', (r) => r.status],
      amount: ['bigint', (r) => r.amount],
      currency: ['text', (r) => r.currency],
      leverage: ['int', (r) => r.leverage],
      method: ['text', (r) => r.method],
      details: ['jsonb', (r) => JSON.stringify(r.details)],
      methods: ['text', (r) => r.methods],
      fee: ['bigint', (r) => r.fee],
      reject_reason: ['text', (r) => r.rejectReason],
      delayed_reason: ['text', (r) => r.delayedReason],
      delayed_at: ['timestamptz', (r) => r.delayedAt],
      hold_id: ['uuid', (r) => r.holdId],
      transaction_id: ['uuid', (r) => r.transactionId],
      created_by: ['uuid', (r) => r.createdBy],
      first_approved_by: ['uuid', (r) => r.firstApprovedBy],
      processed_by: ['uuid', (r) => r.processedBy],
      processed_at: ['timestamptz', (r) => r.processedAt],
      created_at: ['timestamptz', (r) => r.createdAt],
      updated_at: ['timestamptz', (r) => r.updatedAt],
    }),
  );
  await mirrorOnPlatforms(tx, plan);
  await deleteClosedAccounts(tx, deleted);
}

/** Rows per postings statement, never splitting an entry (each statement must leave whole entries). */
const POSTINGS_PER_STATEMENT = 5000;

/**
 * Every posting of the history, with each book's cached balance set once from their sum. The
 * posting trigger moves a book's balance once per row, and thousands of updates of one row in one
 * transaction each walk every version the earlier ones left: the brand's house cash book takes a
 * posting per entry, and that alone cost 1.2 to 1.8 s per brand on PGlite (10,000 postings on one
 * book: 4.4 s). So for these statements the trigger is off (ALTER TABLE is transactional: a
 * failure restores it; it locks the table until commit, and the demo seed runs once, on an empty
 * database) and the entry-balance check runs at the end of each statement instead of at commit
 * (ALTER TABLE refuses a table with checks still pending). What the trigger would have refused
 * is refused here instead: a posting in another currency than its book, and (the book's CHECK, at
 * the update) a client book below zero. That no client book dips below zero along the way is the
 * planner's rule (MoneyPlan refuses such an entry) and the demo tests check it in the database.
 */
async function insertPostings(tx: Tx, postings: PlannedPosting[]) {
  if (postings.length === 0) return;
  const byEntry = new Map<string, PlannedPosting[]>();
  for (const p of postings) byEntry.set(p.entryId, [...(byEntry.get(p.entryId) ?? []), p]);
  const statements: PlannedPosting[][] = [[]];
  for (const rows of byEntry.values()) {
    const last = statements[statements.length - 1] as PlannedPosting[];
    if (last.length + rows.length > POSTINGS_PER_STATEMENT) statements.push([...rows]);
    else last.push(...rows);
  }
  await tx.execute(sql`set constraints postings_balanced immediate`);
  await tx.execute(sql`alter table postings disable trigger postings_apply`);
  for (const rows of statements) {
    await insertPostingRows(tx, rows);
  }
  await tx.execute(sql`alter table postings enable trigger postings_apply`);
  await tx.execute(sql`set constraints postings_balanced deferred`);

  const sums = new Map<string, { currency: string; amount: number }>();
  for (const p of postings) {
    const sum = sums.get(p.bookId) ?? { currency: p.currency, amount: 0 };
    if (sum.currency !== p.currency) throw new Error(`Postings in two currencies on book ${p.bookId}`);
    sum.amount += p.amount;
    sums.set(p.bookId, sum);
  }
  const books = [...sums.entries()];
  const updated = await queryRows<{ id: string }>(
    tx,
    sql`update ledger_books as b set balance = b.balance + v.amount, updated_at = now()
        from unnest(${sql.param(books.map(([id]) => id))}::uuid[], ${sql.param(books.map(([, s]) => s.currency))}::text[],
          ${sql.param(books.map(([, s]) => s.amount))}::bigint[]) as v(id, currency, amount)
        where b.id = v.id and b.currency = v.currency returning b.id`,
  );
  if (updated.length !== books.length) throw new Error('A posting is not in the currency of its book');
}

/** The platform side, as `mirrorOnPlatform` would have made it: a deal per change, the sums on the accounts. */
async function mirrorOnPlatforms(tx: Tx, plan: MoneyPlan) {
  const typeOf = new Map(plan.entries.map((e) => [e.id, e.type]));
  await bulkInsert(
    tx,
    'simulated_deals',
    columnsOf(plan.deals, {
      platform: ['text', (d) => d.account.platform],
      login_id: ['bigint', (d) => d.account.loginId],
      kind: ['text', (d) => d.kind],
      amount: ['bigint', (d) => d.amount],
      comment: ['text', (d) => typeOf.get(d.entryId) ?? null],
      entry_id: ['uuid', (d) => d.entryId],
      time: ['timestamptz', (d) => d.at],
    }),
  );
  const sums = new Map<string, { account: SeededAccount; balance: number; credit: number }>();
  for (const d of plan.deals) {
    const sum = sums.get(d.account.id) ?? { account: d.account, balance: 0, credit: 0 };
    sum[d.kind] += d.amount;
    sums.set(d.account.id, sum);
  }
  const changes = [...sums.values()];
  if (changes.length === 0) return;
  await tx.execute(sql`
    update simulated_accounts as a set balance = a.balance + v.balance, credit = a.credit + v.credit
    from unnest(${sql.param(changes.map((c) => c.account.platform))}::text[],
      ${sql.param(changes.map((c) => c.account.loginId))}::bigint[],
      ${sql.param(changes.map((c) => c.balance))}::bigint[], ${sql.param(changes.map((c) => c.credit))}::bigint[])
      as v(platform, login_id, balance, credit)
    where a.platform = v.platform and a.login_id = v.login_id`);
}

/** Accounts a processed close request deleted: here, on the platform, and in the client's account counts. */
async function deleteClosedAccounts(tx: Tx, deleted: { account: SeededAccount; at: Date }[]) {
  if (deleted.length === 0) return;
  const ids = sql.param(deleted.map((d) => d.account.id));
  const times = sql.param(deleted.map((d) => d.at));
  await tx.execute(sql`
    update trading_accounts as a set deleted_at = v.at, updated_at = v.at
    from unnest(${ids}::uuid[], ${times}::timestamptz[]) as v(id, at) where a.id = v.id`);
  await tx.execute(sql`
    update simulated_accounts as s set deleted_at = v.at, updated_at = v.at
    from unnest(${sql.param(deleted.map((d) => d.account.platform))}::text[],
      ${sql.param(deleted.map((d) => d.account.loginId))}::bigint[], ${times}::timestamptz[]) as v(platform, login_id, at)
    where s.platform = v.platform and s.login_id = v.login_id`);
  await tx.execute(sql`
    update clients as c set
      live_accounts = greatest(c.live_accounts - v.live, 0), demo_accounts = greatest(c.demo_accounts - v.demo, 0)
    from (
      select a.client_id, count(*) filter (where a.environment = 'live')::int as live,
        count(*) filter (where a.environment = 'demo')::int as demo
      from trading_accounts a where a.id = any(${ids}::uuid[]) group by a.client_id
    ) as v
    where c.id = v.client_id`);
}

/** Posting rows in one statement, as they are given: balances move by the postings_apply trigger unless the caller turned it off. */
export const insertPostingRows = (
  tx: Tx,
  rows: { entryId: string; bookId: string; currency: string; amount: number }[],
) =>
  bulkInsert(
    tx,
    'postings',
    columnsOf(rows, {
      entry_id: ['uuid', (p) => p.entryId],
      book_id: ['uuid', (p) => p.bookId],
      currency: ['text', (p) => p.currency],
      amount: ['bigint', (p) => p.amount],
    }),
  );
