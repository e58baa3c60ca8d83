import { ErrorCode, type TMoneyMovementReply, type TTradingAccount } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from '../../../test/client-accounts.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { transactions } from '../../db/schema.ts';
import { verifyLedger } from '../ledger/verify-ledger.ts';

let t: TestApp;
let admin: string;
let funding: string;
const ids: Record<string, string> = {};

/** One client with two live USD accounts, one with a demo account, and one in the other brand. */
async function addAccounts(db: Db) {
  const made = await addClientsWithAccounts(db, {
    mona: { brand: 'meridian', name: 'Mona Ledger', country: 'cy', accounts: { a: 'ctrader', b: 'mt5' } },
    otto: { brand: 'meridian', name: 'Otto Other', country: 'de', accounts: { other: 'mt4' } },
    nora: { brand: 'northwind', name: 'Nora North', country: 'cy', accounts: { foreign: 'ctrader' } },
  });
  Object.assign(ids, made.accounts);
}

beforeAll(async () => {
  t = await startTestApp({}, { beforeStart: addAccounts });
  admin = (await t.signIn('admin@demo.test')).token;
  funding = (await t.signIn('funding@demo.test')).token;
});
afterAll(() => t.close());

const operate = (account: string, body: object, options: { token?: string; key?: string; path?: string } = {}) =>
  t.call<TMoneyMovementReply>('POST', `/dashboard/users/accounts/${account}/${options.path ?? 'balanceOperation'}`, {
    token: options.token ?? funding,
    body,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
const account = async (id: string) =>
  (await t.call<TTradingAccount>('GET', `/dashboard/users/accounts/${id}`, { token: admin })).body;
const transactionCount = async () => (await t.database.db.select().from(transactions)).length;
/** The database's own message for a refused statement (Drizzle wraps it in `cause`). */
async function databaseError(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' | ');
  }
  return 'no error';
}
const ledgerIsSound = async () => {
  const report = await t.database.db.transaction((tx) => verifyLedger(tx));
  expect(report).toEqual({ bookDifferences: [], unbalancedEntries: [], heldDifferences: [] });
};

describe('balance and credit operations', () => {
  it('deposits and withdraws exactly, in minor units, and records the transaction types of spec point 9', async () => {
    const deposit = await operate(ids.a as string, { amount: '1000.10', type: 'deposit', comment: 'Wire received' });
    expect(deposit.status).toBe(200);
    expect(deposit.body.transaction).toMatchObject({
      transaction_type: 'balance_operation_deposit',
      amount: '1000.10',
      currency: 'USD',
      status: 'approved',
    });
    expect(deposit.body.accounts[0]).toMatchObject({ balance: '1000.10', available: '1000.10', credit: '0.00' });
    const withdrawal = await operate(ids.a as string, { amount: 0.1, type: 'withdrawal' });
    expect(withdrawal.body.transaction.transaction_type).toBe('balance_operation_withdrawal');
    expect((await account(ids.a as string)).balance).toBe('1000.00');

    const credit = await operate(ids.a as string, { amount: '50', type: 'deposit' }, { path: 'creditOperation' });
    expect(credit.body.transaction.transaction_type).toBe('credit_operation_deposit');
    expect(credit.body.accounts[0]).toMatchObject({ balance: '1000.00', credit: '50.00' });
    await ledgerIsSound();
  });

  it('refuses to take more than is available, and writes nothing', async () => {
    const before = await transactionCount();
    const res = await operate(ids.a as string, { amount: '1000.01', type: 'withdrawal' });
    expect(res.status).toBe(409);
    expect(errorOf(res).code).toBe(ErrorCode.insufficientFunds);
    expect(await transactionCount()).toBe(before);
    expect((await account(ids.a as string)).balance).toBe('1000.00');
  });

  it('refuses amounts that would need rounding, or are not positive', async () => {
    for (const amount of ['10.005', '-5', '0', 'ten', 1e21]) {
      const res = await operate(ids.a as string, { amount, type: 'deposit' });
      expect(res.status, String(amount)).toBe(400);
      expect(errorOf(res).details?.[0]?.path).toBe('amount');
    }
  });

  it('needs accounts.balance_operation, and keeps to the brand', async () => {
    const sales = (await t.signIn('sales@demo.test')).token;
    expect((await operate(ids.a as string, { amount: '1', type: 'deposit' }, { token: sales })).status).toBe(403);
    const foreign = await operate(ids.foreign as string, { amount: '1', type: 'deposit' });
    expect(foreign.status).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  it('answers a replay with the saved reply and posts once', async () => {
    const before = await transactionCount();
    const first = await operate(ids.b as string, { amount: '25', type: 'deposit' }, { key: 'dep-b-1' });
    const again = await operate(ids.b as string, { type: 'deposit', amount: '25' }, { key: 'dep-b-1' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await transactionCount()).toBe(before + 1);
    expect((await account(ids.b as string)).balance).toBe('25.00');
  });

  it('refuses the same key with another body (code 43), and posts nothing', async () => {
    const before = await transactionCount();
    const res = await operate(ids.b as string, { amount: '26', type: 'deposit' }, { key: 'dep-b-1' });
    expect(res.status).toBe(422);
    expect(errorOf(res).code).toBe(ErrorCode.idempotencyKeyReused);
    expect(await transactionCount()).toBe(before);
  });

  it('posts once when the same key arrives many times at once', async () => {
    const before = await transactionCount();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => operate(ids.b as string, { amount: '5', type: 'deposit' }, { key: 'dep-b-2' })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(replies.map((r) => r.body.transaction._id)).size).toBe(1);
    expect(await transactionCount()).toBe(before + 1);
    expect((await account(ids.b as string)).balance).toBe('30.00');
  });

  it('runs again after a refused attempt: errors are not saved', async () => {
    const refused = await operate(ids.b as string, { amount: '31', type: 'withdrawal' }, { key: 'wd-b-1' });
    expect(refused.status).toBe(409);
    await operate(ids.b as string, { amount: '10', type: 'deposit' });
    const retried = await operate(ids.b as string, { amount: '31', type: 'withdrawal' }, { key: 'wd-b-1' });
    expect(retried.status).toBe(200);
    expect((await account(ids.b as string)).balance).toBe('9.00');
  });
});

describe('transfers between a client’s accounts', () => {
  it('moves balance from one account to the other', async () => {
    const res = await t.call<TMoneyMovementReply>('POST', '/dashboard/users/accounts/transferFunds', {
      token: funding,
      body: { amount: '100', accountFrom: ids.a, accountTo: ids.b, reason: 'Client asked by phone' },
    });
    expect(res.status).toBe(200);
    expect(res.body.transaction).toMatchObject({ transaction_type: 'transfer_between_accounts', amount: '100.00' });
    const byId = Object.fromEntries(res.body.accounts.map((a) => [a._id, a.balance]));
    expect(byId).toEqual({ [ids.a as string]: '900.00', [ids.b as string]: '109.00' });
    await ledgerIsSound();
  });

  it('refuses another client’s account, one account twice, and more than is available', async () => {
    const transfer = (body: object) =>
      t.call('POST', '/dashboard/users/accounts/transferFunds', { token: funding, body: { reason: 'test', ...body } });
    const otherClient = await transfer({ amount: '1', accountFrom: ids.a, accountTo: ids.other });
    expect(errorOf(otherClient).message).toBe('Both accounts must belong to the same client');
    expect((await transfer({ amount: '1', accountFrom: ids.a, accountTo: ids.a })).status).toBe(400);
    const tooMuch = await transfer({ amount: '900.01', accountFrom: ids.a, accountTo: ids.b });
    expect(errorOf(tooMuch).code).toBe(ErrorCode.insufficientFunds);
    const foreign = await transfer({ amount: '1', accountFrom: ids.a, accountTo: ids.foreign });
    expect(foreign.status).toBe(404);
  });
});

describe('the database guards the ledger too', () => {
  it('refuses to change or delete postings and entries', async () => {
    const db = t.database.db;
    expect(await databaseError(db.execute(sql`update postings set amount = amount + 1`))).toMatch(/append-only/);
    expect(await databaseError(db.execute(sql`delete from journal_entries`))).toMatch(/append-only/);
  });

  it('refuses an entry that does not balance, and a book taken below zero, whatever the code does', async () => {
    const db = t.database.db;
    const [book] = await queryRows<{ id: string }>(
      db,
      sql`select id from ledger_books where trading_account_id = ${ids.a} and kind = 'client_balance'`,
    );
    const postAlone = (amount: number) =>
      db.transaction(async (tx) => {
        const [entry] = await queryRows<{ id: string }>(
          tx,
          sql`insert into journal_entries (brand_id, type) values ('meridian', 'balance_operation_deposit') returning id`,
        );
        await tx.execute(
          sql`insert into postings (entry_id, book_id, currency, amount) values (${entry?.id}, ${book?.id}, 'USD', ${amount})`,
        );
      });
    expect(await databaseError(postAlone(5))).toMatch(/does not balance in USD/);
    expect(await databaseError(postAlone(-10_000_000))).toMatch(/ledger_books_available_check/);
    expect((await account(ids.a as string)).balance).toBe('900.00');
    await ledgerIsSound();
  });
});

describe('concurrent withdrawals on one account', () => {
  it('lets exactly one of 50 withdrawals of 60% through, never below zero', async () => {
    const target = ids.other as string;
    await operate(target, { amount: '1000', type: 'deposit' });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => operate(target, { amount: '600', type: 'withdrawal' })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(replies.filter((r) => r.status === 409).every((r) => errorOf(r).code === ErrorCode.insufficientFunds)).toBe(
      true,
    );
    expect((await account(target)).balance).toBe('400.00');
    await ledgerIsSound();
  });
});
