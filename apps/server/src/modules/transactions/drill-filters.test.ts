import type { TMoneyMovementReply, TTransactionPage } from '@crm/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from '../../../test/client-accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { clients, staff } from '../../db/schema.ts';

/**
 * The finance lists' filters by the client's country and sales agent and the account's platform,
 * which a report figure under those filters opens (issue #15).
 */
let t: TestApp;
let admin: string;
let accounting: string;
const ids: Record<string, string> = {};
const agents: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const signedIn = await t.signIn('admin@demo.test');
  admin = signedIn.token;
  // The admin works in both brands: a token of the other brand puts money there too.
  const northwind = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
    body: { refresh_token: signedIn.refresh_token, brand: 'northwind' },
  });
  accounting = (await t.signIn('accounting@demo.test')).token;
  const made = await addClientsWithAccounts(t.database.db, {
    // Cyprus, agent "sales": a cTrader and an MT5 account.
    cyra: { brand: 'meridian', name: 'Cyra Drill', country: 'cy', accounts: { cyCt: 'ctrader', cyMt5: 'mt5' } },
    // Greece, no agent: MT5.
    gris: { brand: 'meridian', name: 'Gris Drill', country: 'gr', accounts: { grMt5: 'mt5' } },
    // Germany, agent "support": MT4.
    dana: { brand: 'meridian', name: 'Dana Drill', country: 'de', accounts: { deMt4: 'mt4' } },
    // The other brand: Cyprus, agent "sales", cTrader.
    nova: { brand: 'northwind', name: 'Nova Drill', country: 'cy', accounts: { nwCt: 'ctrader' } },
  });
  Object.assign(ids, made.clients, made.accounts);
  const people = await t.database.db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(inArray(staff.email, ['sales@demo.test', 'support@demo.test']));
  for (const p of people) agents[p.email.split('@')[0] as string] = p.id;
  for (const [client, agent] of [
    ['cyra', 'sales'],
    ['dana', 'support'],
    ['nova', 'sales'],
  ] as const)
    await t.database.db
      .update(clients)
      .set({ salesAgentId: agents[agent] })
      .where(eq(clients.id, ids[client] as string));
  for (const [account, amount] of [
    ['cyCt', '10'],
    ['cyMt5', '20'],
    ['cyMt5', '21'],
    ['grMt5', '30'],
    ['deMt4', '40'],
  ] as const) {
    const res = await deposit(ids[account] as string, amount, admin);
    expect(res.status).toBe(200);
  }
  expect((await deposit(ids.nwCt as string, '50', northwind.body.token, 'northwind')).status).toBe(200);
});
afterAll(() => t.close());

function deposit(account: string, amount: string, token: string, brand?: string) {
  return t.call<TMoneyMovementReply>(
    'POST',
    `/dashboard/users/accounts/${account}/balanceOperation${brand ? `?brand=${brand}` : ''}`,
    { token, body: { amount, type: 'deposit' } },
  );
}
const amounts = async (query: string, token = admin) => {
  const res = await t.call<TTransactionPage>('GET', `/dashboard/users/transactions?list=deposits&${query}`, { token });
  expect(res.status).toBe(200);
  expect(res.body.totalDocs).toBe(res.body.docs.length);
  return res.body.docs.map((d) => d.amount).sort();
};

describe('transactions by country, sales agent and platform', () => {
  it('filters by the client’s country, a comma list, within the brand', async () => {
    expect(await amounts('country=cy')).toEqual(['10.00', '20.00', '21.00']);
    expect(await amounts('country=CY,gr')).toEqual(['10.00', '20.00', '21.00', '30.00']);
    expect(await amounts('country=fr')).toEqual([]);
  });

  it('filters by the client’s agent; `none` is the clients with no agent', async () => {
    expect(await amounts(`sales_agent=${agents.sales}`)).toEqual(['10.00', '20.00', '21.00']);
    expect(await amounts('sales_agent=none')).toEqual(['30.00']);
    expect(await amounts(`sales_agent=${agents.support},none`)).toEqual(['30.00', '40.00']);
  });

  it('filters by the account’s platform, and every filter together', async () => {
    expect(await amounts('platform=mt5')).toEqual(['20.00', '21.00', '30.00']);
    expect(await amounts('platform=ctrader,mt4')).toEqual(['10.00', '40.00']);
    expect(await amounts(`platform=mt5&country=cy&sales_agent=${agents.sales}`)).toEqual(['20.00', '21.00']);
    expect(await amounts('platform=mt5&sales_agent=none&country=cy')).toEqual([]);
  });

  it('refuses an unknown country, agent or platform with 400', async () => {
    for (const query of ['country=zz', 'sales_agent=nobody', 'platform=mt6']) {
      const res = await t.call<{ code: number }>('GET', `/dashboard/users/transactions?${query}`, { token: admin });
      expect(res.status).toBe(400);
      expect(typeof res.body.code).toBe('number');
    }
  });

  it('keeps a whitelisted caller to their countries whatever the country filter asks', async () => {
    const member = (
      await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=accounting@', { token: admin })
    ).body.docs[0];
    const set = await t.call('PUT', `/dashboard/crmusers/${member?._id}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['cy'] },
    });
    expect(set.status).toBe(200);
    accounting = (await t.signIn('accounting@demo.test')).token;
    expect(await amounts('country=cy,gr', accounting)).toEqual(['10.00', '20.00', '21.00']);
    expect(await amounts('country=gr', accounting)).toEqual([]);
    expect(await amounts('sales_agent=none', accounting)).toEqual([]);
    expect(await amounts('platform=mt5', accounting)).toEqual(['20.00', '21.00']);
    // The export is the list: same filters, same scope.
    const today = new Date().toISOString().slice(0, 10);
    const file = await t.call<string>('POST', '/dashboard/users/transactions/exports', {
      token: accounting,
      body: {
        fields: ['amount'],
        filters: { list: 'deposits', fromDate: today, toDate: today, country: 'cy,gr', platform: 'mt5' },
      },
    });
    expect(file.status).toBe(200);
    expect(file.body.trim().split('\n').slice(1).sort()).toEqual(['20.00', '21.00']);
  });

  it('first-time deposits read the client’s country and agent too', async () => {
    const firsts = (query: string) =>
      t.call<TTransactionPage>('GET', `/dashboard/users/transactions/firstTimeDeposits?${query}`, { token: admin });
    // Staff balance operations are no first deposit (transactions.test.ts has real ones): the filters are read.
    const ok = await firsts(`country=cy&sales_agent=${agents.sales},none`);
    expect(ok.status).toBe(200);
    expect(ok.body.totalDocs).toBe(0);
    expect((await firsts('country=zz')).status).toBe(400);
  });
});
