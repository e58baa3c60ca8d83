import {
  ErrorCode,
  type TApprovalChangePage,
  type TApprovalPolicies,
  type TApprovalPolicyChange,
  type TClientRequest,
  type TCreateRequest,
  type TMoneyMovementReply,
  type TRequestActionReply,
  type TTradingAccount,
  type TTransactionRow,
} from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from '../../../test/client-accounts.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clientRequests, roles } from '../../db/schema.ts';
import { verifyLedger } from '../ledger/verify-ledger.ts';
import { insertRequest, requestAccounts } from '../requests/raise-request.ts';

// The server's clock: the 24-hour window moves with it, never by waiting.
let now = new Date();
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let admin: string;
let admin2: string;
let funding: string;
const ids: Record<string, string> = {};

async function addAccounts(db: Db) {
  const made = await addClientsWithAccounts(db, {
    pat: { brand: 'meridian', name: 'Pat Policy', country: 'cy', accounts: { p: 'ctrader' } },
    quinn: { brand: 'meridian', name: 'Quinn Policy', country: 'cy', accounts: { q: 'ctrader' } },
    rory: { brand: 'meridian', name: 'Rory Policy', country: 'cy', accounts: { r: 'ctrader' } },
    sam: { brand: 'meridian', name: 'Sam Policy', country: 'cy', accounts: { s: 'ctrader' } },
    tess: { brand: 'meridian', name: 'Tess Policy', country: 'cy', accounts: { w: 'ctrader' } },
  });
  Object.assign(ids, made.accounts);
}

beforeAll(async () => {
  t = await startTestApp({ FOUR_EYES_WITHDRAWAL_THRESHOLD: '1000' }, { beforeStart: addAccounts, clock: () => now });
  admin = (await t.signIn('admin@demo.test')).token;
  funding = (await t.signIn('funding@demo.test')).token;
  const [adminRole] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'));
  const created = await t.call('POST', '/dashboard/crmusers', {
    token: admin,
    body: {
      first_name: 'Second',
      last_name: 'Admin',
      email: 'second.admin@policy.test',
      password: 'Second-admin-2026',
      department: 'admin',
      role_id: adminRole?.id,
      brands: ['meridian'],
    },
  });
  expect(created.status).toBe(201);
  admin2 = (await t.signIn('second.admin@policy.test', 'Second-admin-2026')).token;
}, 240_000);
afterAll(() => t.close());

const operate = (account: string, amount: string, type: 'deposit' | 'withdrawal', token = funding, kind = 'balance') =>
  t.call<TMoneyMovementReply>('POST', `/dashboard/users/accounts/${account}/${kind}Operation`, {
    token,
    body: { amount, type, comment: 'policy test' },
  });
const act = (id: string, action: string, token: string, body: object = {}) =>
  t.call<TRequestActionReply>('POST', `/dashboard/users/requests/${id}/${action}`, { token, body });
const policies = async (token = admin) =>
  (await t.call<TApprovalPolicies>('GET', '/dashboard/approvalPolicies', { token })).body;
const propose = (body: object, token = admin) =>
  t.call<TApprovalPolicyChange>('POST', '/dashboard/approvalPolicies/changes', { token, body });
const decide = (id: string, decision: 'approve' | 'reject', token: string, body: object = {}) =>
  t.call<TApprovalPolicyChange>('POST', `/dashboard/approvalPolicies/changes/${id}/${decision}`, { token, body });
const account = async (id: string) =>
  (await t.call<TTradingAccount>('GET', `/dashboard/users/accounts/${id}`, { token: admin })).body;
const ledgerIsSound = async () => {
  const report = await t.database.db.transaction((tx) => verifyLedger(tx));
  expect(report).toEqual({ bookDifferences: [], unbalancedEntries: [], heldDifferences: [] });
};
/** The client's own money: a crypto deposit the client raised, confirmed by the second admin (no policy kind). */
const fund = async (accountId: string, amount: string) => {
  const body: TCreateRequest = {
    request_type: 'depositCryptoToAccount',
    account: accountId,
    amount,
    crypto_currency: 'USDT',
    tx_hash: `fixture-${accountId.slice(0, 8)}-${amount.replace('.', '')}`,
  };
  const id = await t.database.db.transaction(async (tx) =>
    insertRequest(tx, body, await requestAccounts(tx, body), null),
  );
  const res = await act(id, 'process', admin2);
  expect(res.status).toBe(200);
  expect(res.body.request.status).toBe('processed');
};

describe('before any policy: the configured threshold on money out', () => {
  it('shows every kind at its default', async () => {
    const p = await policies();
    expect(p.defaultThreshold).toBe('1000.00');
    expect(p.rules.map((r) => [r.kind, r.source, r.threshold])).toEqual([
      ['withdrawal', 'default', null],
      ['balance', 'default', null],
      ['credit', 'default', null],
      ['refund', 'default', null],
    ]);
    expect(p.pending).toBeNull();
    expect(p.approvedAt).toBeNull();
    const figures = await t.call<{ four_eyes_withdrawal_threshold: string }>(
      'GET',
      '/dashboard/utils/usdFigures?currency=USD',
      { token: funding },
    );
    expect(figures.body.four_eyes_withdrawal_threshold).toBe('1000.00');
  });

  it('lets money in run at once and sums money out over 24 hours against the configured threshold', async () => {
    // Money in is not governed by the default: 5,000 runs alone.
    const deposit = await operate(ids.p as string, '5000.00', 'deposit');
    expect(deposit.status).toBe(200);
    expect(deposit.body.pendingRequest).toBeUndefined();
    expect(deposit.body.transaction.status).toBe('approved');

    const first = await operate(ids.p as string, '600.00', 'withdrawal');
    expect(first.body.pendingRequest).toBeUndefined();
    // 600 + 600 > 1000: the second is split off into a request, its amount held.
    const second = await operate(ids.p as string, '600.00', 'withdrawal');
    expect(second.status).toBe(200);
    expect(second.body.pendingRequest).toEqual(expect.any(String));
    expect(second.body.transaction.status).toBe('pending');
    const acc = await account(ids.p as string);
    expect([acc.balance, acc.available]).toEqual(['4400.00', '3800.00']);

    // The request is in the pending queue; the one who asked can never approve it.
    const own = await act(second.body.pendingRequest as string, 'process', funding);
    expect(own.status).toBe(403);
    expect(errorOf(own).code).toBe(ErrorCode.ownRequest);
    const approved = await act(second.body.pendingRequest as string, 'process', admin);
    expect(approved.status).toBe(200);
    expect(approved.body.request.status).toBe('processed');
    expect(approved.body.request.request_type).toBe('balanceOperation');
    const after = await account(ids.p as string);
    expect([after.balance, after.available]).toEqual(['3800.00', '3800.00']);
    await ledgerIsSound();
  });

  it('keeps withdrawals exactly as before: each request alone against the threshold, no 24-hour sum', async () => {
    await fund(ids.w as string, '3000.00');
    const body: TCreateRequest = {
      request_type: 'withdrawFromAccount',
      account: ids.w as string,
      amount: '900',
      method: 'skrill',
    };
    // Under the configured threshold, one request after another runs alone (no 24-hour sum by default).
    for (let i = 0; i < 2; i++) {
      const id = await t.database.db.transaction(async (tx) =>
        insertRequest(tx, body, await requestAccounts(tx, body), null),
      );
      const done = await act(id, 'process', funding);
      expect(done.status).toBe(200);
      expect(done.body.request.status).toBe('processed');
    }
    // Over it, one request needs two staff, as before any policy.
    const big = { ...body, amount: '1100' };
    const id = await t.database.db.transaction(async (tx) =>
      insertRequest(tx, big, await requestAccounts(tx, big), null),
    );
    const first = await act(id, 'process', funding);
    expect(first.body.request.status).toBe('pending');
    expect(first.body.request.needsSecondApproval).toBe(true);
    expect((await act(id, 'process', admin)).body.request.status).toBe('processed');
  });
});

describe('policy changes', () => {
  let changeId = '';

  it('need crm_users.update_crm_users', async () => {
    const res = await propose({ withdrawal: '1500', balance: '2000', credit: null, refund: '500' }, funding);
    expect(res.status).toBe(403);
  });

  it('wait for a second administrator; the proposer cannot approve; one waits at a time', async () => {
    const res = await propose({ withdrawal: '1500', balance: '2000', credit: null, refund: '500', comment: 'SoD' });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    expect(res.body.thresholds).toEqual({ withdrawal: '1500.00', balance: '2000.00', credit: null, refund: '500.00' });
    changeId = res.body._id;

    // Not in force yet.
    const p = await policies();
    expect(p.rules.every((r) => r.source === 'default')).toBe(true);
    expect(p.pending?._id).toBe(changeId);

    const another = await propose({ withdrawal: null, balance: '1', credit: null, refund: null }, admin2);
    expect(another.status).toBe(409);
    expect(errorOf(another).code).toBe(ErrorCode.policyChangePending);

    const own = await decide(changeId, 'approve', admin);
    expect(own.status).toBe(403);
    expect(errorOf(own).code).toBe(ErrorCode.ownPolicyChange);

    const approved = await decide(changeId, 'approve', admin2);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(approved.body.decidedBy?.name).toBe('Second Admin');
    const after = await policies();
    expect(after.pending).toBeNull();
    expect(after.rules.map((r) => [r.kind, r.source, r.threshold])).toEqual([
      ['withdrawal', 'policy', '1500.00'],
      ['balance', 'policy', '2000.00'],
      ['credit', 'default', null],
      ['refund', 'policy', '500.00'],
    ]);
    const again = await decide(changeId, 'approve', admin2);
    expect(again.status).toBe(409);
    // The console's figures follow the policy's withdrawal threshold.
    const figures = await t.call<{ four_eyes_withdrawal_threshold: string }>(
      'GET',
      '/dashboard/utils/usdFigures?currency=USD',
      { token: funding },
    );
    expect(figures.body.four_eyes_withdrawal_threshold).toBe('1500.00');
  });

  it('can be rejected, which changes nothing; the history lists every change, and each is audited', async () => {
    const res = await propose({ withdrawal: null, balance: '1', credit: '1', refund: null }, admin2);
    expect(res.status).toBe(201);
    const rejected = await decide(res.body._id, 'reject', admin, { reason: 'Too strict' });
    expect(rejected.body.status).toBe('rejected');
    expect(rejected.body.reason).toBe('Too strict');
    expect((await policies()).rules.find((r) => r.kind === 'balance')?.threshold).toBe('2000.00');
    const history = await t.call<TApprovalChangePage>('GET', '/dashboard/approvalPolicies/changes', { token: admin });
    expect(history.body.docs.map((c) => c.status)).toEqual(['rejected', 'approved']);
    const audited = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_inbox where entity_type = 'approvalPolicy'
          union all select action from audit_log where entity_type = 'approvalPolicy'`,
    );
    expect(audited.map((a) => a.action).sort()).toEqual([
      'approvalPolicy.approve',
      'approvalPolicy.propose',
      'approvalPolicy.propose',
      'approvalPolicy.reject',
    ]);
  });
});

describe('under a policy', () => {
  it('sums one staff member’s operations of a kind on one client over 24 hours, both directions', async () => {
    await fund(ids.q as string, '5000.00');
    expect((await operate(ids.q as string, '1500.00', 'deposit')).body.pendingRequest).toBeUndefined();
    expect((await operate(ids.q as string, '400.00', 'withdrawal')).body.pendingRequest).toBeUndefined();
    // 1,500 + 400 + 200 = 2,100 > 2,000: split operations do not get round it.
    const over = await operate(ids.q as string, '200.00', 'deposit');
    expect(over.body.pendingRequest).toEqual(expect.any(String));
    expect(over.body.transaction.status).toBe('pending');
    // Another staff member's operations are theirs: the admin's 1,500 runs at once.
    expect((await operate(ids.q as string, '1500.00', 'deposit', admin)).body.pendingRequest).toBeUndefined();
    // The credit kind is unset: its money out follows the configured 1,000.
    const credit = await operate(ids.q as string, '500.00', 'deposit', funding, 'credit');
    expect(credit.body.pendingRequest).toBeUndefined();

    // A day later the window has moved: funding may again move up to the threshold alone.
    now = new Date(now.getTime() + 25 * HOUR);
    expect((await operate(ids.q as string, '1900.00', 'deposit')).body.pendingRequest).toBeUndefined();
    expect((await operate(ids.q as string, '200.00', 'withdrawal')).body.pendingRequest).toEqual(expect.any(String));

    // The pending deposit: approved by someone else, never by funding.
    const own = await act(over.body.pendingRequest as string, 'process', funding);
    expect(errorOf(own).code).toBe(ErrorCode.ownRequest);
    const done = await act(over.body.pendingRequest as string, 'process', admin2);
    expect(done.status).toBe(200);
    expect(done.body.transaction?.status).toBe('approved');
    expect(done.body.transaction?._id).toBe(over.body.transaction._id);
    await ledgerIsSound();
  });

  it('a rejected operation releases its hold and its pending transaction is rejected', async () => {
    await fund(ids.r as string, '4000.00');
    const over = await operate(ids.r as string, '3000.00', 'withdrawal');
    expect(over.body.pendingRequest).toEqual(expect.any(String));
    expect((await account(ids.r as string)).available).toBe('1000.00');
    const rejected = await act(over.body.pendingRequest as string, 'reject', admin, {
      reject_reason: 'No reason given',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.request.status).toBe('reject');
    const acc = await account(ids.r as string);
    expect([acc.balance, acc.available]).toEqual(['4000.00', '4000.00']);
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from transactions where id = ${over.body.transaction._id}`,
    );
    expect(row?.status).toBe('rejected');
    await ledgerIsSound();
  });

  it('turns a refund over the threshold into a request and makes it when another staff member approves', async () => {
    const deposit = await operate(ids.s as string, '2000.00', 'deposit', admin2);
    const depositId = deposit.body.transaction._id;
    const refund = (amount: string, token = funding) =>
      t.call<TTransactionRow & { pendingRequest?: string }>('PUT', `/dashboard/users/transactions/${depositId}`, {
        token,
        body: { refundAmount: amount },
      });
    const small = await refund('300');
    expect(small.status).toBe(200);
    expect(small.body.pendingRequest).toBeUndefined();
    expect(small.body.refundAmount).toBe('300.00');
    // 300 + 300 > 500: the second refund waits.
    const over = await refund('300');
    expect(over.status).toBe(200);
    expect(over.body.pendingRequest).toEqual(expect.any(String));
    expect(over.body.refundAmount).toBe('300.00');
    const own = await act(over.body.pendingRequest as string, 'process', funding);
    expect(errorOf(own).code).toBe(ErrorCode.ownRequest);
    const done = await act(over.body.pendingRequest as string, 'process', admin);
    expect(done.status).toBe(200);
    const [row] = await queryRows<{ refund_amount: string; status: string }>(
      t.database.db,
      sql`select refund_amount::text, status from transactions where id = ${depositId}`,
    );
    expect(row).toEqual({ refund_amount: '60000', status: 'partial_refund' });
    const s = await account(ids.s as string);
    expect([s.balance, s.available]).toEqual(['1400.00', '1400.00']);
    await ledgerIsSound();
  });

  it('sums the withdrawals one staff member pays out alone; over it, a second pays out', async () => {
    await fund(ids.w as string, '3000.00');
    const body: TCreateRequest = {
      request_type: 'withdrawFromAccount',
      account: ids.w as string,
      amount: '1000',
      method: 'skrill',
    };
    const raise = () =>
      t.database.db.transaction(async (tx) => insertRequest(tx, body, await requestAccounts(tx, body), null));
    const first = await act(await raise(), 'process', funding);
    expect(first.body.request.status).toBe('processed');
    // Each is under 1,500, but 1,000 + 1,000 is not: funding's process is the first approval only.
    const secondId = await raise();
    const second = await act(secondId, 'process', funding);
    expect(second.status).toBe(200);
    expect(second.body.request.status).toBe('pending');
    expect(second.body.request.firstApprovedBy).toEqual(expect.any(String));
    const again = await act(secondId, 'process', funding);
    expect(errorOf(again).code).toBe(ErrorCode.secondApproverRequired);
    const paid = await act(secondId, 'process', admin);
    expect(paid.body.request.status).toBe('processed');
    const [r] = await t.database.db.select().from(clientRequests).where(eq(clientRequests.id, secondId));
    expect(r?.processedBy).not.toBe(r?.firstApprovedBy);
    await ledgerIsSound();
  });

  it('lets only one of two concurrent operations by one staff member on one client slip under', async () => {
    const made = await addClientsWithAccounts(t.database.db, {
      uma: { brand: 'meridian', name: 'Uma Race', country: 'cy', accounts: { u: 'ctrader' } },
    });
    const u = made.accounts.u as string;
    await fund(u, '5000.00');
    // Each 1,200 is under 2,000; both together are not.
    const [a, b] = await Promise.all([operate(u, '1200.00', 'withdrawal'), operate(u, '1200.00', 'withdrawal')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const waiting = [a, b].filter((r) => r.body.pendingRequest !== undefined);
    expect(waiting).toHaveLength(1);
    const acc = await account(u);
    expect([acc.balance, acc.available]).toEqual(['3800.00', '2600.00']);
    const pending = await t.call<{ data: TClientRequest[] }>('GET', '/dashboard/users/requests', {
      token: admin,
      headers: {},
    });
    expect(pending.body.data.some((r) => r._id === waiting[0]?.body.pendingRequest)).toBe(true);
    await ledgerIsSound();
  });
});
