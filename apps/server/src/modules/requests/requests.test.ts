import {
  ErrorCode,
  type TClientRequest,
  type TCreateRequest,
  type TMoneyMovementReply,
  type TQueueCount,
  type TRequestActionReply,
  type TRequestPage,
  type TTradingAccount,
} from '@crm/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from '../../../test/client-accounts.ts';
import { countOf, openEventStream } from '../../../test/event-stream.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { auditInbox, auditLog, ledgerBooks, postings, transactions } from '../../db/schema.ts';
import { verifyLedger } from '../ledger/verify-ledger.ts';
import { insertRequest, requestAccounts } from './raise-request.ts';

let t: TestApp;
let admin: string;
let funding: string;
let sales: string;
let dealing: string;
const ids: Record<string, string> = {};

async function addAccounts(db: Db) {
  const made = await addClientsWithAccounts(db, {
    mona: {
      brand: 'meridian',
      name: 'Mona Request',
      country: 'cy',
      accounts: { a: 'ctrader', b: 'mt5', empty: 'mt4' },
    },
    nora: { brand: 'northwind', name: 'Nora North', country: 'cy', accounts: { foreign: 'ctrader' } },
  });
  Object.assign(ids, made.accounts);
}

beforeAll(async () => {
  t = await startTestApp({ FOUR_EYES_WITHDRAWAL_THRESHOLD: '1000' }, { beforeStart: addAccounts });
  admin = (await t.signIn('admin@demo.test')).token;
  funding = (await t.signIn('funding@demo.test')).token;
  sales = (await t.signIn('sales@demo.test')).token;
  dealing = (await t.signIn('dealing@demo.test')).token;
  const deposit = await t.call<TMoneyMovementReply>('POST', `/dashboard/users/accounts/${ids.a}/balanceOperation`, {
    token: funding,
    body: { amount: '5000.00', type: 'deposit', comment: 'Opening balance' },
  });
  expect(deposit.status).toBe(200);
});
afterAll(() => t.close());

const raise = (body: TCreateRequest, token = admin) =>
  t.call<TClientRequest>('POST', '/dashboard/users/requests', { token, body });
/** A request the client raised from the client app (no staff member created it). */
const raisedByClient = (body: TCreateRequest) =>
  t.database.db.transaction(async (tx) => insertRequest(tx, body, await requestAccounts(tx, body), null));
const act = (id: string, action: string, body: object = {}, token = funding, key?: string) =>
  t.call<TRequestActionReply>('POST', `/dashboard/users/requests/${id}/${action}`, {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });
const account = async (id: string) =>
  (await t.call<TTradingAccount>('GET', `/dashboard/users/accounts/${id}`, { token: admin })).body;
const ledgerIsSound = async () => {
  const report = await t.database.db.transaction((tx) => verifyLedger(tx));
  expect(report).toEqual({ bookDifferences: [], unbalancedEntries: [], heldDifferences: [] });
};
const queueCount = async (key: string) => {
  const res = await t.call<TQueueCount[]>('GET', '/dashboard/queues/counts', { token: admin });
  return res.body.find((q) => q.key === key)?.count;
};

describe('withdrawal requests', () => {
  it('hold the amount while pending and pay it out, less the fee, when processed', async () => {
    const pendingBefore = await queueCount('finances.pendingWithdrawals');
    const raised = await raise({
      request_type: 'withdrawFromAccount',
      account: ids.a as string,
      amount: '300',
      method: 'skrill',
    });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({
      status: 'pending',
      amount: '300.00',
      method: 'skrill',
      needsSecondApproval: false,
    });
    expect(await account(ids.a as string)).toMatchObject({ balance: '5000.00', available: '4700.00' });
    expect(await queueCount('finances.pendingWithdrawals')).toBe((pendingBefore ?? 0) + 1);

    const done = await act(raised.body._id, 'process', { methods: 'bank_wire', fee: '2.50' });
    expect(done.status).toBe(200);
    expect(done.body.request).toMatchObject({ status: 'processed', methods: 'bank_wire', fee: '2.50' });
    expect(done.body.transaction).toMatchObject({
      transaction_type: 'withdrawal',
      status: 'approved',
      amount: '300.00',
      method: 'bank_wire',
    });
    expect(done.body.accounts[0]).toMatchObject({ balance: '4700.00', available: '4700.00' });
    const [fees] = await t.database.db.select().from(ledgerBooks).where(eq(ledgerBooks.kind, 'house_fees'));
    expect(fees?.balance).toBe(250);
    expect(await queueCount('finances.pendingWithdrawals')).toBe(pendingBefore);
    await ledgerIsSound();
  });

  it('cannot hold more than is available', async () => {
    const res = await raise({
      request_type: 'withdrawFromAccount',
      account: ids.a as string,
      amount: '999999',
      method: 'skrill',
    });
    expect(res.status).toBe(409);
    expect(errorOf(res).code).toBe(ErrorCode.insufficientFunds);
  });

  it('reject needs a reason, releases the hold, and a second action finds it no longer pending', async () => {
    const raised = await raise({
      request_type: 'withdrawFromAccount',
      account: ids.a as string,
      amount: '100',
      method: 'neteller',
    });
    expect((await account(ids.a as string)).available).toBe('4600.00');
    const noReason = await act(raised.body._id, 'reject', {});
    expect(noReason.status).toBe(400);
    expect(errorOf(noReason).details?.[0]?.path).toBe('reject_reason');
    const rejected = await act(raised.body._id, 'reject', { reject_reason: 'Name on the wallet differs' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.request).toMatchObject({ status: 'reject', reject_reason: 'Name on the wallet differs' });
    expect((await account(ids.a as string)).available).toBe('4700.00');
    const [txn] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, raised.body.transaction as string));
    expect(txn?.status).toBe('rejected');
    const again = await act(raised.body._id, 'process');
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe(ErrorCode.notPending);
    await ledgerIsSound();
  });

  it('delay needs a reason and keeps the request pending', async () => {
    const raised = await raisedByClient({
      request_type: 'withdrawFromAccount',
      account: ids.a as string,
      amount: '10',
      method: 'skrill',
    });
    expect((await act(raised, 'delay', {})).status).toBe(400);
    const delayed = await act(raised, 'delay', { delayed_reason: 'Waiting for proof of address' });
    expect(delayed.status).toBe(200);
    expect(delayed.body.request).toMatchObject({ status: 'pending', delayed_reason: 'Waiting for proof of address' });
    expect(delayed.body.request.delayedAt).not.toBeNull();
    expect((await act(raised, 'reject', { reject_reason: 'Withdrawn by the client' })).status).toBe(200);
  });

  it('the staff member who raised it cannot process it', async () => {
    const raised = await raise(
      { request_type: 'withdrawFromAccount', account: ids.a as string, amount: '5', method: 'skrill' },
      funding,
    );
    const own = await act(raised.body._id, 'process', {}, funding);
    expect(own.status).toBe(403);
    expect(errorOf(own).code).toBe(ErrorCode.ownRequest);
    expect((await act(raised.body._id, 'process', {}, admin)).status).toBe(200);
  });

  it('over the four-eyes threshold needs a second, different staff member', async () => {
    const id = await raisedByClient({
      request_type: 'withdrawFromAccount',
      account: ids.a as string,
      amount: '1500',
      method: 'bank_wire',
    });
    const first = await act(id, 'process', {}, funding);
    expect(first.status).toBe(200);
    expect(first.body.request).toMatchObject({
      status: 'pending',
      needsSecondApproval: true,
      firstApprovedBy: expect.any(String),
    });
    expect(first.body.transaction).toBeNull();
    const same = await act(id, 'process', {}, funding);
    expect(same.status).toBe(409);
    expect(errorOf(same).code).toBe(ErrorCode.secondApproverRequired);
    const second = await act(id, 'process', {}, admin);
    expect(second.status).toBe(200);
    expect(second.body.request.status).toBe('processed');
    expect(second.body.accounts[0]?.balance).toBe('3195.00');
    await ledgerIsSound();
  });

  it('two staff processing one request at once: one succeeds, the other gets 409, one posting', async () => {
    const id = await raisedByClient({
      request_type: 'withdrawFromAccount',
      account: ids.a as string,
      amount: '50',
      method: 'skrill',
    });
    const postingsBefore = (await t.database.db.select().from(postings)).length;
    const replies = await Promise.all([act(id, 'process', {}, funding), act(id, 'process', {}, admin)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(errorOf(replies.find((r) => r.status === 409) as (typeof replies)[number]).code).toBe(ErrorCode.notPending);
    expect((await t.database.db.select().from(postings)).length).toBe(postingsBefore + 2);
    expect((await account(ids.a as string)).balance).toBe('3145.00');
    await ledgerIsSound();
  });

  it('replays an action sent again with the same Idempotency-Key', async () => {
    const id = await raisedByClient({
      request_type: 'withdrawFromAccount',
      account: ids.a as string,
      amount: '5',
      method: 'skrill',
    });
    const first = await act(id, 'process', {}, funding, 'process-once');
    const replay = await act(id, 'process', {}, funding, 'process-once');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
  });
});

describe('other request types', () => {
  it('a crypto deposit credits the account when processed', async () => {
    const id = await raisedByClient({
      request_type: 'depositCryptoToAccount',
      account: ids.b as string,
      amount: '250',
      crypto_currency: 'USDT',
      tx_hash: '0xabc123def4567890',
    });
    // The payload is optional (spec point 7): no body at all, or a JSON content type with nothing
    // in it, is an action without one.
    const done = await t.call<TRequestActionReply>('POST', `/dashboard/users/requests/${id}/process`, {
      token: funding,
      headers: { 'content-type': 'application/json' },
    });
    expect(done.status).toBe(200);
    expect(done.body.transaction).toMatchObject({ transaction_type: 'deposit', status: 'approved', method: 'crypto' });
    expect(done.body.accounts[0]).toMatchObject({ balance: '250.00' });
  });

  it('a transfer holds on the source and moves the funds when processed', async () => {
    const id = await raisedByClient({
      request_type: 'transferFundsBetweenAccounts',
      account: ids.b as string,
      account_to: ids.a as string,
      amount: '100',
    });
    expect((await account(ids.b as string)).available).toBe('150.00');
    const done = await act(id, 'process', {}, funding);
    expect(done.status).toBe(200);
    expect(done.body.accounts.map((a) => [a._id, a.balance])).toEqual(
      expect.arrayContaining([
        [ids.b, '150.00'],
        [ids.a, '3240.00'],
      ]),
    );
    await ledgerIsSound();
  });

  it('a leverage change sets the account leverage; deleting an account with funds is refused, an empty one closes', async () => {
    const leverage = await raise(
      { request_type: 'changeAccountLeverage', account: ids.a as string, leverage: 200 },
      admin,
    );
    expect(leverage.status).toBe(200);
    expect((await act(leverage.body._id, 'process', {}, dealing)).status).toBe(200);
    expect((await account(ids.a as string)).leverage).toBe(200);

    const busy = await raisedByClient({ request_type: 'deleteAccount', account: ids.a as string });
    const refused = await act(busy, 'process', {}, admin);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe(ErrorCode.conflict);
    const empty = await raisedByClient({
      request_type: 'deleteAccount',
      account: ids.empty as string,
      reason: 'Too many accounts',
    });
    expect((await act(empty, 'process', {}, admin)).status).toBe(200);
    expect((await t.call('GET', `/dashboard/users/accounts/${ids.empty}`, { token: admin })).status).toBe(404);
  });

  it('refuses a second pending leverage request for the same account', async () => {
    await raisedByClient({ request_type: 'changeAccountLeverage', account: ids.b as string, leverage: 50 });
    const second = await raise({ request_type: 'changeAccountLeverage', account: ids.b as string, leverage: 30 });
    expect(second.status).toBe(409);
  });
});

describe('review fixes', () => {
  it('raising a withdrawal twice with one Idempotency-Key holds the money once', async () => {
    const before = (await account(ids.a as string)).available;
    const body = { request_type: 'withdrawFromAccount', account: ids.a, amount: '7', method: 'skrill' };
    const send = () =>
      t.call<TClientRequest>('POST', '/dashboard/users/requests', {
        token: admin,
        body,
        headers: { 'idempotency-key': 'raise-once' },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body._id).toBe(second.body._id);
    expect(Number((await account(ids.a as string)).available)).toBeCloseTo(Number(before) - 7, 2);
    expect((await act(first.body._id, 'reject', { reject_reason: 'Test over' })).status).toBe(200);
    await ledgerIsSound();
  });

  it('a crypto deposit is refused when deposits were switched off after it was raised', async () => {
    const id = await raisedByClient({
      request_type: 'depositCryptoToAccount',
      account: ids.b as string,
      amount: '5',
      crypto_currency: 'BTC',
      tx_hash: 'switchedoff123456',
    });
    const off = await t.call('PUT', `/dashboard/users/accounts/${ids.b}/permissions`, {
      token: admin,
      body: { deposit: false },
    });
    expect(off.status).toBe(200);
    const refused = await act(id, 'process', {}, funding);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toMatch(/Deposits are switched off/);
    await t.call('PUT', `/dashboard/users/accounts/${ids.b}/permissions`, { token: admin, body: { deposit: true } });
  });

  it('two raisers of one leverage change at once: one request', async () => {
    const body = { request_type: 'changeAccountLeverage' as const, account: ids.a as string, leverage: 30 as const };
    const replies = await Promise.all([raise(body, admin), raise(body, dealing)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('takes a fee of zero, and names the fee when it is not an amount', async () => {
    const id = await raisedByClient({
      request_type: 'withdrawFromAccount',
      account: ids.a as string,
      amount: '3',
      method: 'skrill',
    });
    const bad = await act(id, 'process', { fee: '0.001' }, funding);
    expect(bad.status).toBe(400);
    expect(errorOf(bad).details?.[0]?.path).toBe('fee');
    const done = await act(id, 'process', { fee: '0' }, funding);
    expect(done.status).toBe(200);
    expect(done.body.request.fee).toBeNull();
  });
});

describe('who sees and acts on requests', () => {
  it('lists with filters and the two sub-lists by request_type, as { data, totalDocs }', async () => {
    const listed = (filters = '') =>
      t.call<TRequestPage>('GET', `/dashboard/users/requests?limit=100&filters=${encodeURIComponent(filters)}`, {
        token: admin,
      });
    const all = await listed();
    expect(all.status).toBe(200);
    expect(all.body.totalDocs).toBe(all.body.data.length);
    const sorted = all.body.data.map((r) => r.createdAt);
    expect(sorted).toEqual(sorted.toSorted().reverse());
    const count = (keep: (r: TClientRequest) => boolean) => all.body.data.filter(keep).length;

    // Spec point 7: the sub-lists are the filter request_type set to one type.
    const leverage = await listed('request_type[eq]:changeAccountLeverage');
    expect(leverage.body.totalDocs).toBeGreaterThan(0);
    expect(leverage.body.totalDocs).toBe(count((r) => r.request_type === 'changeAccountLeverage'));
    const twoTypes = await listed('request_type[eq]:deleteAccount|changeAccountLeverage,status[ne]:reject');
    expect(twoTypes.body.totalDocs).toBe(
      count((r) => ['deleteAccount', 'changeAccountLeverage'].includes(r.request_type) && r.status !== 'reject'),
    );
    const pending = await listed('status[eq]:pending');
    expect(pending.body.totalDocs).toBe(count((r) => r.status === 'pending'));
    // Whole UTC days, counted against the rows themselves (so a run across midnight still agrees).
    const day = all.body.data[0]?.createdAt.slice(0, 10) ?? '';
    const onDay = (r: TClientRequest) => r.createdAt.slice(0, 10);
    expect((await listed(`createdAt[eq]:${day}`)).body.totalDocs).toBe(count((r) => onDay(r) === day));
    expect((await listed(`createdAt[gt]:${day}`)).body.totalDocs).toBe(count((r) => onDay(r) > day));
    expect((await listed(`createdAt[lte]:${day}`)).body.totalDocs).toBe(count((r) => onDay(r) <= day));
    expect((await listed(`createdAt[lt]:${day}`)).body.totalDocs).toBe(count((r) => onDay(r) < day));
  });

  it('refuses a filter it cannot apply with a 400 that names it', async () => {
    for (const [filters, message] of [
      ['amount[gt]:5', /Unknown filter field "amount"/],
      ['status[eq]:done', /unknown value done/],
      ['status[gt]:pending', /takes eq or ne/],
      ['createdAt[gte]:yesterday', /YYYY-MM-DD/],
      ['createdAt[lt]:2024-02-31', /YYYY-MM-DD/],
      ['request_type:deleteAccount', /Malformed filter/],
    ] as const) {
      const res = await t.call('GET', `/dashboard/users/requests?filters=${encodeURIComponent(filters)}`, {
        token: admin,
      });
      expect(res.status, filters).toBe(400);
      expect(errorOf(res), filters).toMatchObject({ code: ErrorCode.validation, details: [{ path: 'query.filters' }] });
      expect(errorOf(res).message, filters).toMatch(message);
    }
    // The earlier parameters are refused, not ignored (ignored, they would return everything).
    for (const old of ['status=pending', 'request_type=deleteAccount']) {
      const res = await t.call('GET', `/dashboard/users/requests?${old}`, { token: admin });
      expect(res.status, old).toBe(400);
      expect(errorOf(res).message, old).toMatch(/Use filters=/);
    }
  });

  it('records an export only once its filters are read: a refused export leaves no audit record', async () => {
    const exports = async () => {
      const [inbox, log] = await Promise.all([
        t.database.db.select({ n: count() }).from(auditInbox).where(eq(auditInbox.action, 'request.export')),
        t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'request.export')),
      ]);
      return (inbox[0]?.n ?? 0) + (log[0]?.n ?? 0);
    };
    const before = await exports();
    const refused = await t.call(
      'GET',
      `/dashboard/users/requests?export=csv&filters=${encodeURIComponent('amount[gt]:5')}`,
      {
        token: admin,
      },
    );
    expect(refused.status).toBe(400);
    expect(await exports()).toBe(before);
    const done = await t.call('GET', '/dashboard/users/requests?export=csv', { token: admin });
    expect(done.status).toBe(200);
    expect(await exports()).toBe(before + 1);
  });

  it('exports the filtered list as CSV', async () => {
    const res = await t.call<string>(
      'GET',
      `/dashboard/users/requests?export=csv&filters=${encodeURIComponent('request_type[eq]:withdrawFromAccount')}`,
      {
        token: admin,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="requests-meridian-/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toMatch(/^createdAt,request_type,status,readableId/);
    expect(lines.slice(1).every((l) => l.includes('withdrawFromAccount'))).toBe(true);
    // Viewing requests is not enough to export them: sales lacks utils.export.
    const bySales = await t.call('GET', '/dashboard/users/requests?export=csv', { token: sales });
    expect(bySales.status).toBe(403);
  });

  it('refuses without the permission of the request type, and outside the brand', async () => {
    const id = await raisedByClient({
      request_type: 'withdrawFromAccount',
      account: ids.a as string,
      amount: '1',
      method: 'skrill',
    });
    const bySales = await act(id, 'process', {}, sales);
    expect(bySales.status).toBe(403);
    const byDealing = await act(id, 'process', {}, dealing);
    expect(byDealing.status).toBe(403);
    expect((await t.call('GET', `/dashboard/users/requests/${id}`, { token: sales })).status).toBe(200);
    const foreign = await raisedByClient({ request_type: 'deleteAccount', account: ids.foreign as string });
    expect((await t.call('GET', `/dashboard/users/requests/${foreign}`, { token: admin })).status).toBe(404);
    expect((await act(foreign, 'process', {}, admin)).status).toBe(404);
    const raisedForeign = await raise({ request_type: 'deleteAccount', account: ids.foreign as string });
    expect(raisedForeign.status).toBe(404);
  });
});

describe('live badge counts', () => {
  const pendingWithdrawals = (c: TQueueCount[]) => countOf(c, 'finances.pendingWithdrawals');

  it('pushes the new counts when a request is raised and when it is processed', async () => {
    const stream = await openEventStream(t.baseUrl, admin);
    const first = pendingWithdrawals(await stream.nextCounts(() => true));
    const id = await raisedByClient({
      request_type: 'withdrawFromAccount',
      account: ids.a as string,
      amount: '1',
      method: 'skrill',
    });
    await stream.nextCounts((c) => pendingWithdrawals(c) === first + 1);
    expect((await act(id, 'process', {}, funding)).status).toBe(200);
    await stream.nextCounts((c) => pendingWithdrawals(c) === first);
    stream.close();
  });

  it('refuses a stream without a token', async () => {
    expect((await t.call('GET', '/dashboard/queues/events')).status).toBe(401);
  });
});
