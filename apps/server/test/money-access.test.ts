import { ErrorCode } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { transactions } from '../src/db/schema.ts';
import { insertRequest, requestAccounts } from '../src/modules/requests/raise-request.ts';
import { addClientsWithAccounts } from './client-accounts.ts';
import { errorOf, startTestApp, type TestApp } from './test-app.ts';

/**
 * Every money route, two ways: a signed-in staff user holding none of its permissions gets 403,
 * and a record of the other brand answers 404 to a caller who may otherwise use the route, as if
 * it did not exist. One table, so a new route without a row here stands out in review.
 */
let t: TestApp;
let admin: string;
let developer: string;
const foreign = { account: '', otherAccount: '', request: '', transaction: '' };

async function otherBrand(db: Db) {
  const made = await addClientsWithAccounts(db, {
    nora: {
      brand: 'northwind',
      name: 'Nora North',
      country: 'cy',
      accounts: { account: 'ctrader', otherAccount: 'mt5' },
    },
  });
  const noraId = made.clients.nora ?? '';
  foreign.account = made.accounts.account ?? '';
  foreign.otherAccount = made.accounts.otherAccount ?? '';
  await db.transaction(async (tx) => {
    const body = { request_type: 'deleteAccount' as const, account: foreign.account };
    foreign.request = await insertRequest(tx, body, await requestAccounts(tx, body), null);
    const [row] = await tx
      .insert(transactions)
      .values({
        brandId: 'northwind',
        clientId: noraId,
        tradingAccountId: foreign.account,
        type: 'deposit',
        status: 'approved',
        amount: 1000,
        currency: 'USD',
      })
      .returning();
    foreign.transaction = row?.id ?? '';
  });
}

beforeAll(async () => {
  t = await startTestApp({}, { beforeStart: otherBrand });
  admin = (await t.signIn('admin@demo.test')).token;
  developer = (await t.signIn('developer@demo.test')).token;
});
afterAll(() => t.close());

type Route = { method: string; path: () => string; body?: () => object; scoped: boolean };
const amount = { amount: '1', type: 'deposit' };
const ROUTES: Route[] = [
  { method: 'GET', path: () => '/dashboard/users/accounts', scoped: false },
  { method: 'GET', path: () => `/dashboard/users/accounts/${foreign.account}`, scoped: true },
  {
    method: 'PUT',
    path: () => `/dashboard/users/accounts/${foreign.account}`,
    body: () => ({ leverage: 50 }),
    scoped: true,
  },
  {
    method: 'PUT',
    path: () => `/dashboard/users/accounts/${foreign.account}/permissions`,
    body: () => ({ trading: false }),
    scoped: true,
  },
  { method: 'DELETE', path: () => `/dashboard/users/accounts/${foreign.account}`, scoped: true },
  { method: 'GET', path: () => `/dashboard/users/accounts/${foreign.account}/trades?type=open`, scoped: true },
  { method: 'GET', path: () => `/dashboard/users/accounts/${foreign.account}/deals`, scoped: true },
  { method: 'GET', path: () => '/dashboard/users/trades/positions', scoped: false },
  {
    method: 'POST',
    path: () => `/dashboard/users/accounts/${foreign.account}/balanceOperation`,
    body: () => amount,
    scoped: true,
  },
  {
    method: 'POST',
    path: () => `/dashboard/users/accounts/${foreign.account}/creditOperation`,
    body: () => amount,
    scoped: true,
  },
  {
    method: 'POST',
    path: () => '/dashboard/users/accounts/transferFunds',
    body: () => ({ amount: '1', accountFrom: foreign.account, accountTo: foreign.otherAccount, reason: 'x' }),
    scoped: true,
  },
  { method: 'GET', path: () => '/dashboard/users/requests', scoped: false },
  { method: 'GET', path: () => `/dashboard/users/requests/${foreign.request}`, scoped: true },
  {
    method: 'POST',
    path: () => '/dashboard/users/requests',
    body: () => ({ request_type: 'deleteAccount', account: foreign.account }),
    scoped: true,
  },
  ...(['process', 'reject', 'delay'] as const).map((action) => ({
    method: 'POST',
    path: () => `/dashboard/users/requests/${foreign.request}/${action}`,
    body: () => ({ reject_reason: 'x', delayed_reason: 'x' }),
    scoped: true,
  })),
  { method: 'GET', path: () => '/dashboard/users/transactions', scoped: false },
  { method: 'GET', path: () => '/dashboard/users/transactions/firstTimeDeposits', scoped: false },
  {
    method: 'PUT',
    path: () => `/dashboard/users/transactions/${foreign.transaction}`,
    body: () => ({ refundAmount: '1' }),
    scoped: true,
  },
  {
    method: 'POST',
    path: () => '/dashboard/users/transactions/exports',
    body: () => ({ fields: ['amount'], filters: { fromDate: '2026-01-01', toDate: '2026-12-31' } }),
    scoped: false,
  },
  { method: 'GET', path: () => '/dashboard/ledger/reconciliation', scoped: false },
];

describe('money routes', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path().replace(/[0-9a-f-]{36}/g, ':id')}`, r] as const))(
    '%s refuses staff without its permission',
    async (_name, route) => {
      const res = await t.call(route.method, route.path(), { token: developer, body: route.body?.() });
      expect(res.status).toBe(403);
      expect(errorOf(res).code).toBe(ErrorCode.forbidden);
    },
  );

  it.each(
    ROUTES.filter((r) => r.scoped).map((r) => [`${r.method} ${r.path().replace(/[0-9a-f-]{36}/g, ':id')}`, r] as const),
  )('%s answers 404 for the other brand’s record', async (_name, route) => {
    const res = await t.call(route.method, route.path(), { token: admin, body: route.body?.() });
    expect(res.status).toBe(404);
    expect(errorOf(res).code).toBe(ErrorCode.notFound);
  });
});
