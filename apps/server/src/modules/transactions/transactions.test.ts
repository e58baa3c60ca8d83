import {
  ErrorCode,
  type TMoneyMovementReply,
  type TRequestActionReply,
  type TTransactionPage,
  type TTransactionRow,
} from '@crm/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from '../../../test/client-accounts.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { testDriver } from '../../../test/test-database.ts';
import type { Db } from '../../db/client.ts';
import { clients, journalEntries, tradingAccounts, transactions } from '../../db/schema.ts';
import { verifyLedger } from '../ledger/verify-ledger.ts';
import { insertRequest, requestAccounts } from '../requests/raise-request.ts';

let t: TestApp;
let admin: string;
let funding: string;
let sales: string;
let accounting: string;
const ids: Record<string, string> = {};

async function addAccounts(db: Db) {
  const made = await addClientsWithAccounts(db, {
    mona: { brand: 'meridian', name: 'Mona Money', country: 'cy', accounts: { a: 'ctrader' } },
    lena: { brand: 'meridian', name: 'Lena Later', country: 'gr', accounts: { l: 'mt5' } },
    nora: { brand: 'northwind', name: 'Nora North', country: 'cy', accounts: { foreign: 'mt4' } },
    dora: {
      brand: 'meridian',
      name: 'Dora Demo',
      country: 'cy',
      accounts: { demo: { platform: 'mt5', environment: 'demo' } },
    },
  });
  Object.assign(ids, made.accounts, { mona: made.clients.mona, lena: made.clients.lena });
}

beforeAll(async () => {
  t = await startTestApp({}, { beforeStart: addAccounts });
  admin = (await t.signIn('admin@demo.test')).token;
  funding = (await t.signIn('funding@demo.test')).token;
  sales = (await t.signIn('sales@demo.test')).token;
  accounting = (await t.signIn('accounting@demo.test')).token;
  // Mona: a crypto deposit of 1000 (settled), a staff deposit of 50, a pending crypto deposit; Lena: one staff deposit.
  ids.deposit = await cryptoDeposit(ids.a as string, '1000', true);
  ids.pendingDeposit = await cryptoDeposit(ids.a as string, '70', false);
  await staffDeposit(ids.a as string, '50');
  await staffDeposit(ids.l as string, '20');
});
afterAll(() => t.close());

async function cryptoDeposit(account: string, amount: string, settle: boolean) {
  const body = {
    request_type: 'depositCryptoToAccount' as const,
    account,
    amount,
    crypto_currency: 'BTC' as const,
    tx_hash: `hash${Math.random().toString(36).slice(2, 12)}`,
  };
  const requestId = await t.database.db.transaction(async (tx) =>
    insertRequest(tx, body, await requestAccounts(tx, body), null),
  );
  if (!settle) return requestId;
  const done = await t.call<TRequestActionReply>('POST', `/dashboard/users/requests/${requestId}/process`, {
    token: funding,
    body: {},
  });
  expect(done.status).toBe(200);
  return done.body.transaction?._id as string;
}
const staffDeposit = (account: string, amount: string) =>
  t.call<TMoneyMovementReply>('POST', `/dashboard/users/accounts/${account}/balanceOperation`, {
    token: funding,
    body: { amount, type: 'deposit' },
  });
const list = (query: string, token = admin) =>
  t.call<TTransactionPage>('GET', `/dashboard/users/transactions?${query}`, { token });
const change = (id: string, body: object, token = funding) =>
  t.call<TTransactionRow>('PUT', `/dashboard/users/transactions/${id}`, { token, body });
const ledgerIsSound = async () => {
  const report = await t.database.db.transaction((tx) => verifyLedger(tx));
  expect(report).toEqual({ bookDifferences: [], unbalancedEntries: [], heldDifferences: [] });
};

describe('transaction lists', () => {
  it('lists every transaction of the brand, newest change first, with client and account', async () => {
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.totalDocs).toBe(4);
    const updated = all.body.docs.map((d) => d.updatedAt);
    expect(updated).toEqual(updated.toSorted().reverse());
    expect(all.body.docs[0]).toMatchObject({
      client: { first_name: expect.any(String) },
      platform: expect.any(String),
    });
    expect(all.body.docs.some((d) => d.status === 'pending')).toBe(true);
  });

  it('leaves pending transactions out of the deposits list, and filters by client, type and dates', async () => {
    const deposits = await list('list=deposits');
    expect(deposits.body.docs.map((d) => d.status)).not.toContain('pending');
    expect(deposits.body.totalDocs).toBe(3);
    expect((await list(`list=deposits&user=${ids.lena}`)).body.totalDocs).toBe(1);
    expect((await list('transaction_type=balance_operation_deposit')).body.totalDocs).toBe(2);
    expect((await list('fromDate=2099-01-01')).body.totalDocs).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`fromDate=${today}&toDate=${today}`)).body.totalDocs).toBe(4);
    expect((await list('list=withdrawals')).body.totalDocs).toBe(0);
    // By payment method, as a finance report's by-method figure opens its rows.
    expect((await list('list=deposits&method=crypto')).body.totalDocs).toBe(1);
    expect((await list('list=deposits&method=skrill,bank_wire')).body.totalDocs).toBe(0);
    expect((await list('method=Bad!')).status).toBe(400);
  });

  it('needs transactions.view_transactions, and shows nothing of the other brand', async () => {
    const dealing = (await t.signIn('dealing@demo.test')).token;
    expect((await list('', dealing)).status).toBe(403);
    const mine = await list('limit=100');
    expect(mine.body.docs.every((d) => d.account !== ids.foreign)).toBe(true);
  });

  it('first-time deposits: each client once, their earliest settled payment, within the period', async () => {
    const ftd = await t.call<{ docs: TTransactionRow[]; totalDocs: number }>(
      'GET',
      '/dashboard/users/transactions/firstTimeDeposits',
      { token: accounting },
    );
    expect(ftd.status).toBe(200);
    // Lena only had a staff balance deposit: money in, but not a deposit of hers.
    expect(ftd.body.totalDocs).toBe(1);
    expect(ftd.body.docs.find((d) => d.client._id === ids.mona)?._id).toBe(ids.deposit);
    const later = await t.call<{ totalDocs: number }>(
      'GET',
      '/dashboard/users/transactions/firstTimeDeposits?fromDate=2099-01-01',
      { token: accounting },
    );
    expect(later.body.totalDocs).toBe(0);
    // By the client's country and agent, as the first-time deposit report's figures open them (Mona: Cyprus, no agent).
    const narrowed = (query: string) =>
      t.call<{ totalDocs: number }>('GET', `/dashboard/users/transactions/firstTimeDeposits?${query}`, {
        token: accounting,
      });
    expect((await narrowed('country=cy&sales_agent=none')).body.totalDocs).toBe(1);
    expect((await narrowed('country=gr')).body.totalDocs).toBe(0);
    expect((await narrowed(`sales_agent=${ids.mona}`)).body.totalDocs).toBe(0);
  });
});

describe("the client row's deposit facts", () => {
  const facts = async (client: string) => {
    const [row] = await t.database.db
      .select({ at: clients.firstDepositAt, ftd: clients.ftdAmountUsd, total: clients.totalDepositsUsd })
      .from(clients)
      .where(eq(clients.id, client));
    return row;
  };

  it('follow the transactions: the first settled payment, and the sum of them; staff operations do not count', async () => {
    const [first] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, ids.deposit as string));
    expect(await facts(ids.mona as string)).toEqual({ at: first?.createdAt, ftd: 1000_00, total: 1000_00 });
    expect(await facts(ids.lena as string)).toEqual({ at: null, ftd: null, total: 0 });
  });

  it('grow when a pending deposit settles, and a later deposit leaves the first one first', async () => {
    const client = await addClientsWithAccounts(t.database.db, {
      paula: { brand: 'meridian', name: 'Paula Pending', country: 'cy', accounts: { p: 'ctrader' } },
    });
    const [paula, account] = [client.clients.paula as string, client.accounts.p as string];
    const request = await cryptoDeposit(account, '300', false);
    expect(await facts(paula)).toEqual({ at: null, ftd: null, total: 0 });
    const done = await t.call<TRequestActionReply>('POST', `/dashboard/users/requests/${request}/process`, {
      token: funding,
      body: {},
    });
    expect(done.status).toBe(200);
    const settledAt = await facts(paula);
    expect(settledAt).toMatchObject({ ftd: 300_00, total: 300_00 });
    await cryptoDeposit(account, '45.50', true);
    expect(await facts(paula)).toEqual({ at: settledAt?.at, ftd: 300_00, total: 345_50 });
  });

  it('count both of two deposits of one client that settle at the same moment', async () => {
    const made = await addClientsWithAccounts(t.database.db, {
      carl: { brand: 'meridian', name: 'Carl Concurrent', country: 'cy', accounts: { c1: 'ctrader', c2: 'mt5' } },
    });
    Object.assign(ids, made.accounts);
    const pending = await Promise.all(
      Object.values(made.accounts).flatMap((account) => [
        cryptoDeposit(account, '10', false),
        cryptoDeposit(account, '20', false),
      ]),
    );
    const done = await Promise.all(
      pending.map((id) =>
        t.call('POST', `/dashboard/users/requests/${id}/process`, { token: funding, body: {} }).then((r) => r.status),
      ),
    );
    expect(done).toEqual([200, 200, 200, 200]);
    expect(await facts(made.clients.carl as string)).toMatchObject({ total: 60_00 });
  });

  // On PostgreSQL, two connections: the second deposit's facts are computed while the first is
  // still uncommitted. Without the client lock it would miss the first (its snapshot predates the
  // commit) and write a total of 200.00; the tests above cannot tell, as their postings take turns
  // on the house cash book anyway.
  it.skipIf(testDriver !== 'postgres')('count a deposit committed while another of the client waited', async () => {
    const made = await addClientsWithAccounts(t.database.db, {
      dana: { brand: 'meridian', name: 'Dana Race', country: 'cy', accounts: { d: 'ctrader' } },
    });
    const [client, account] = [made.clients.dana as string, made.accounts.d as string];
    const [first, second] = [0, 1].map(() => new pg.Client({ connectionString: t.database.url }));
    await Promise.all([first?.connect(), second?.connect()]);
    const settled = (c: pg.Client | undefined, cents: number) =>
      c?.query(
        `insert into transactions (brand_id, client_id, trading_account_id, type, status, amount, currency)
         values ('meridian', $1, $2, 'deposit', 'approved', $3, 'USD')`,
        [client, account, cents],
      );
    try {
      await first?.query('begin');
      await settled(first, 100_00);
      await second?.query('begin');
      const waiting = settled(second, 200_00)?.then(() => second?.query('commit'));
      await new Promise((r) => setTimeout(r, 300));
      await first?.query('commit');
      await waiting;
      expect(await facts(client)).toMatchObject({ ftd: 100_00, total: 300_00 });
    } finally {
      await Promise.all([first?.end(), second?.end()]);
    }
  });

  it('a transfer row names where the money went; other rows name no second account', async () => {
    const [c1, c2] = [ids.c1, ids.c2] as string[];
    const moved = await t.call('POST', '/dashboard/users/accounts/transferFunds', {
      token: funding,
      body: { amount: '5', accountFrom: c1, accountTo: c2, reason: 'Client asked by phone' },
    });
    expect(moved.status).toBe(200);
    const rows = (await list(`account=${c1}&limit=100`)).body.docs;
    const transfer = rows.find((r) => r.transaction_type === 'transfer_between_accounts');
    const [to] = await t.database.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.id, c2 as string));
    expect(transfer).toMatchObject({
      counter_account: c2,
      counter_platform: to?.platform,
      counter_login_id: String(to?.loginId),
    });
    expect(
      rows.filter((r) => r !== transfer).every((r) => r.counter_platform === null && r.counter_login_id === null),
    ).toBe(true);
  });
});

describe('demo accounts', () => {
  it('practice money on a demo account is neither a deposit nor a first-time deposit', async () => {
    const deposits = (await list('list=deposits')).body.totalDocs;
    const ftds = async () =>
      (
        await t.call<{ totalDocs: number }>('GET', '/dashboard/users/transactions/firstTimeDeposits', {
          token: accounting,
        })
      ).body.totalDocs;
    const firstTimeBefore = await ftds();
    const res = await staffDeposit(ids.demo as string, '500');
    expect(res.status).toBe(200);
    expect((await list('list=deposits')).body.totalDocs).toBe(deposits);
    expect(await ftds()).toBe(firstTimeBefore);
    expect((await list(`account=${ids.demo}`)).body.totalDocs).toBe(1);
  });
});

describe('refunds and reversals', () => {
  it('names refundAmount when it is not an amount, or when the account no longer holds it', async () => {
    const made = await addClientsWithAccounts(t.database.db, {
      rita: { brand: 'meridian', name: 'Rita Refund', country: 'cy', accounts: { r: 'ctrader' } },
    });
    const account = made.accounts.r as string;
    const deposit = await cryptoDeposit(account, '100', true);
    const spent = await t.call('POST', `/dashboard/users/accounts/${account}/balanceOperation`, {
      token: funding,
      body: { amount: '80', type: 'withdrawal', comment: 'Correction' },
    });
    expect(spent.status).toBe(200);
    const zero = await change(deposit, { refundAmount: '0' });
    expect(zero.status).toBe(400);
    expect(errorOf(zero).details?.[0]?.path).toBe('refundAmount');
    const gone = await change(deposit, { refundAmount: '50' });
    expect(gone.status).toBe(409);
    expect(errorOf(gone)).toMatchObject({ code: ErrorCode.insufficientFunds, details: [{ path: 'refundAmount' }] });
  });

  it('refunds part, then the rest; never more than is left; each a new entry linked to the deposit', async () => {
    const tooMuch = await change(ids.deposit as string, { refundAmount: '1000.01' });
    expect(tooMuch.status).toBe(400);
    expect(errorOf(tooMuch).details?.[0]?.path).toBe('refundAmount');

    const part = await change(ids.deposit as string, { refundAmount: '400' });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ status: 'partial_refund', refundAmount: '400.00', amount: '1000.00' });
    expect((await change(ids.deposit as string, { refundAmount: '600.01' })).status).toBe(400);
    const rest = await change(ids.deposit as string, { refundAmount: '600' });
    expect(rest.body).toMatchObject({ status: 'refund', refundAmount: '1000.00' });
    const again = await change(ids.deposit as string, { refundAmount: '1' });
    expect(again.status).toBe(400);

    const [deposit] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, ids.deposit as string));
    const linked = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.linkedEntryId, deposit?.entryId as string));
    expect(linked.map((e) => e.type).sort()).toEqual(['refund', 'refund']);
    await ledgerIsSound();
  });

  it('a chargeback reverses what is left and needs edit_transaction_refund; a closed deposit moves no further', async () => {
    const id = await cryptoDeposit(ids.l as string, '80', true);
    expect((await change(id, { status: 'chargeback' }, sales)).status).toBe(403);
    const charged = await change(id, { status: 'chargeback' }, funding);
    expect(charged.status).toBe(200);
    expect(charged.body.status).toBe('chargeback');
    const refund = await change(id, { refundAmount: '1' }, admin);
    expect(refund.status).toBe(409);
    expect(errorOf(refund).code).toBe(ErrorCode.invalidTransition);
    await ledgerIsSound();
  });

  it('refuses a pending deposit, a transfer, another brand’s deposit, and staff without the permission', async () => {
    const [pending] = await t.database.db.select().from(transactions).where(eq(transactions.status, 'pending'));
    expect((await change(pending?.id as string, { refundAmount: '1' })).status).toBe(409);
    expect((await change(ids.deposit as string, { refundAmount: '1' }, sales)).status).toBe(403);
    const foreign = await t.call<TMoneyMovementReply>(
      'POST',
      `/dashboard/users/accounts/${ids.foreign}/balanceOperation`,
      {
        token: funding,
        body: { amount: '10', type: 'deposit' },
        // funding works in meridian; admin has both brands
      },
    );
    expect(foreign.status).toBe(404);
  });

  it('concurrent refunds of one deposit never give back more than it brought in', async () => {
    const id = await cryptoDeposit(ids.l as string, '100', true);
    const replies = await Promise.all(Array.from({ length: 10 }, () => change(id, { refundAmount: '30' })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.status !== 200).every((r) => r.status === 400)).toBe(true);
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, id));
    expect(row).toMatchObject({ refundAmount: 9000, status: 'partial_refund' });
    await ledgerIsSound();
  });
});

describe('exports', () => {
  it('exports the chosen fields between fromDate and toDate as CSV, for staff with export_transactions', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const body = {
      fields: ['readableId', 'transaction_type', 'status', 'amount', 'currency'],
      filters: { list: 'all', fromDate: today, toDate: today },
    };
    const res = await t.call<string>('POST', '/dashboard/users/transactions/exports', { token: accounting, body });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('readableId,transaction_type,status,amount,currency');
    expect(lines.length).toBeGreaterThan(4);
    expect((await t.call('POST', '/dashboard/users/transactions/exports', { token: sales, body })).status).toBe(403);
    const empty = await t.call<string>('POST', '/dashboard/users/transactions/exports', {
      token: accounting,
      body: { ...body, filters: { list: 'all', fromDate: '2001-01-01', toDate: '2001-01-31' } },
    });
    expect(empty.body.trim().split('\n')).toHaveLength(1);
  });
});

describe('statuses between pending and settled', () => {
  it('shows an authorized payment and an initialized withdrawal in the lists, which leave out only pending', async () => {
    const row = (type: 'deposit' | 'withdrawal', status: string) => ({
      brandId: 'meridian',
      clientId: ids.mona as string,
      tradingAccountId: ids.a as string,
      type,
      status,
      amount: 12_00,
      currency: 'USD',
      method: 'credit_card',
    });
    const [authorized, initialized] = await t.database.db
      .insert(transactions)
      .values([row('deposit', 'authorized'), row('withdrawal', 'initialized')])
      .returning({ id: transactions.id });
    const listed = async (which: string) =>
      (await list(`list=${which}&user=${ids.mona}&limit=100`)).body.docs.map((d) => [d._id, d.status]);
    const deposits = await listed('deposits');
    expect(deposits).toContainEqual([authorized?.id, 'authorized']);
    expect(deposits.map(([, status]) => status)).not.toContain('pending');
    expect(await listed('withdrawals')).toContainEqual([initialized?.id, 'initialized']);
    // Mona's pending crypto deposit is still in the full list, only not in the finance lists.
    expect((await list(`user=${ids.mona}&status=pending`)).body.totalDocs).toBe(1);
  });
});
