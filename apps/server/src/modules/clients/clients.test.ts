import { ErrorCode, type TClient, type TClientSearchResult } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';

type Page = { docs: Partial<TClient>[]; totalDocs: number };

let t: TestApp;
let admin: string;
const known: Record<string, TClient> = {};

/** Clients made by hand, for exact answers next to the generated ones. */
async function addKnownClients(db: Db) {
  const base = {
    kycStatus: 'approved',
    liveAccounts: 1,
    totalDepositsUsd: 0,
    createdAt: new Date('2026-03-01T12:00:00Z'),
  };
  await db.insert(clients).values([
    {
      ...base,
      brandId: 'meridian',
      firstName: 'Zoe',
      lastName: 'Quill',
      email: 'zoe.quill@known.test',
      phone: '+35799123456',
      country: 'cy',
      ctraderId: '7770001',
      account: '7770001',
      totalDepositsUsd: 250_000,
    },
    {
      ...base,
      brandId: 'meridian',
      firstName: 'Xaver',
      lastName: 'Quill',
      email: 'xaver.quill@known.test',
      phone: '+4915112345678',
      country: 'de',
      mt5Id: '88800001',
      account: '88800001',
      kycStatus: 'pending',
    },
    {
      ...base,
      brandId: 'northwind',
      firstName: 'Yara',
      lastName: 'Quill',
      email: 'yara.quill@known.test',
      country: 'cy',
      ctraderId: '7770002',
    },
  ]);
}

beforeAll(async () => {
  t = await startTestApp({ DEMO_CLIENTS: '60' }, { beforeStart: addKnownClients });
  admin = (await t.signIn('admin@demo.test')).token;
  const found = await t.call<Page>('GET', '/dashboard/users?search=quill&limit=10', { token: admin });
  for (const c of found.body.docs) known[String(c.first_name)] = c as TClient;
});
afterAll(() => t.close());

const list = (query: string, token = admin) => t.call<Page>('GET', `/dashboard/users${query}`, { token });
const search = (field: string, text: string, token = admin) =>
  t.call<TClientSearchResult[]>(
    'GET',
    `/dashboard/users/search?field=${field}&searchText=${encodeURIComponent(text)}&limit=5`,
    {
      token,
    },
  );

describe('GET /dashboard/users', () => {
  it('pages the brand’s clients, newest first, 50 by default', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.docs).toHaveLength(50);
    expect(res.body.totalDocs).toBe(62);
    const dates = res.body.docs.map((d) => Date.parse(String(d.createdAt)));
    expect(dates).toEqual(dates.toSorted((a, b) => b - a));
    const second = await list('?page=2');
    expect(second.body.docs).toHaveLength(12);
  });

  it('splits clients into the pending, verified and kyc lists', async () => {
    const [all, pending, verified, kyc] = await Promise.all(
      ['all', 'pending', 'verified', 'kyc'].map((v) => list(`?view=${v}&limit=1`)),
    );
    expect(pending?.body.totalDocs).toBeGreaterThan(0);
    expect(verified?.body.totalDocs).toBeGreaterThan(0);
    expect((pending?.body.totalDocs ?? 0) + (verified?.body.totalDocs ?? 0) + (kyc?.body.totalDocs ?? 0)).toBe(
      all?.body.totalDocs,
    );
    const pendingDocs = await list('?view=pending&limit=100');
    expect(pendingDocs.body.docs.every((d) => d.kyc_status === 'pending' || d.kyc_status === 'pending_changes')).toBe(
      true,
    );
  });

  it('filters with the grammar, and says which part is wrong', async () => {
    const approved = await list('?filters=kyc_approved[eq]:true&limit=100');
    expect(approved.body.docs.every((d) => d.kyc_status === 'approved')).toBe(true);
    const cyOrGr = await list(`?filters=${encodeURIComponent('country[eq]:cy|gr')}&limit=100`);
    expect(cyOrGr.body.docs.every((d) => d.country === 'cy' || d.country === 'gr')).toBe(true);
    const rich = await list(`?filters=${encodeURIComponent('total_deposits_usd[gte]:2500,country[eq]:cy')}&limit=100`);
    expect(rich.body.docs.map((d) => d.email)).toContain('zoe.quill@known.test');
    expect(rich.body.docs.every((d) => Number(d.total_deposits_usd) >= 2500)).toBe(true);
    const none = await list(`?filters=${encodeURIComponent('live_accounts[gte]:8')}`);
    expect(none.body).toMatchObject({ docs: [], totalDocs: 0 });

    const unknown = await list('?filters=shoe_size[eq]:42');
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).message).toContain('Unknown filter field "shoe_size"');
    const op = await list('?filters=from_date[lt]:2026-01-01');
    expect(errorOf(op).message).toContain('from_date does not take lt');
    for (const [filter, label] of [
      ['ftd_amount_usd[gte]:12a3.5x', 'First Time Deposit Amount in USD'],
      ['total_deposits_usd[gt]:1e3', 'User Deposits'],
      ['live_accounts[gte]:two', 'Live Accounts'],
      ['demo_accounts[eq]:1.5', 'Demo Accounts'],
    ] as const) {
      const refused = await list(`?filters=${encodeURIComponent(filter)}`);
      expect(refused.status, filter).toBe(400);
      expect(errorOf(refused).message, filter).toContain(label);
      expect(errorOf(refused).details, filter).toEqual([{ path: 'query.filters', message: errorOf(refused).message }]);
    }
    const syntax = await list('?filters=country[like]:cy');
    expect(errorOf(syntax).code).toBe(ErrorCode.validation);
    expect(errorOf(syntax).message).toContain('Unknown filter operator "like"');
  });

  it('answers only the chosen columns, and sorts as asked', async () => {
    const res = await list('?fields=email,country&sort=readableId&limit=5');
    expect(Object.keys(res.body.docs[0] ?? {}).sort()).toEqual(['_id', 'country', 'email']);
    const sorted = await list('?sort=readableId&limit=20&fields=readableId');
    const ids = sorted.body.docs.map((d) => Number(d.readableId));
    expect(ids).toEqual(ids.toSorted((a, b) => a - b));
    expect((await list('?fields=password_hash')).status).toBe(400);
    expect((await list('?sort=password')).status).toBe(400);
  });

  it('keeps to the selected brand', async () => {
    const res = await list('?search=quill');
    expect(res.body.docs.map((d) => d.first_name).sort()).toEqual(['Xaver', 'Zoe']);
  });

  it('serves the client filter definitions of spec point 9', async () => {
    const res = await t.call<{ name: string; label: string }[]>('GET', '/dashboard/users/filters', { token: admin });
    expect(res.body.map((f) => f.label)).toEqual([
      'KYC Approved',
      'Device Type',
      'Live Accounts',
      'Demo Accounts',
      'First Time Deposit Amount in USD',
      'From Date',
      'To Date',
      'User Deposits',
      'Country',
    ]);
  });
});

describe('one client', () => {
  it('answers by id and by cTrader id, and 404 for another brand’s client', async () => {
    const zoe = known.Zoe;
    const byId = await t.call<TClient>('GET', `/dashboard/users/${zoe?._id}`, { token: admin });
    expect(byId.body).toMatchObject({
      email: 'zoe.quill@known.test',
      total_deposits_usd: '2500.00',
      ctrader_id: '7770001',
    });
    const byCt = await t.call<TClient>('GET', '/dashboard/users/ctid/7770001', { token: admin });
    expect(byCt.body._id).toBe(zoe?._id);
    // Yara belongs to the second brand: from the first brand she does not exist.
    expect((await t.call('GET', '/dashboard/users/ctid/7770002', { token: admin })).status).toBe(404);
  });
});

describe('quick search', () => {
  it('finds by each key and names the field that matched', async () => {
    expect((await search('account', '777')).body.map((r) => [r.email, r.matchedField, r.matchedValue])).toEqual([
      ['zoe.quill@known.test', 'ctrader_id', '7770001'],
    ]);
    expect((await search('account', '888000')).body[0]).toMatchObject({
      matchedField: 'mt5_id',
      matchedValue: '88800001',
    });
    expect((await search('name', 'zoe qu')).body.map((r) => r.email)).toEqual(['zoe.quill@known.test']);
    expect((await search('email', 'XAVER.QUILL')).body[0]?.matchedField).toBe('email');
    expect((await search('phone', '99 123 456')).body[0]).toMatchObject({
      matchedField: 'phone',
      matchedValue: '+35799123456',
    });
    expect((await search('id', String(known.Zoe?._id))).body[0]?.matchedField).toBe('id');
    expect((await search('readableId', String(known.Zoe?.readableId))).body[0]?.matchedField).toBe('readableId');
    expect((await search('name', 'a')).body.length).toBeLessThanOrEqual(5);
    expect((await search('readableId', 'abc')).body).toEqual([]);
  });
});

describe('country whitelist', () => {
  it('hides clients outside the whitelist from the list, search and detail', async () => {
    const compliance = (
      await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=compliance@', { token: admin })
    ).body.docs[0];
    await t.call('PUT', `/dashboard/crmusers/${compliance?._id}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['de'] },
    });
    const limited = (await t.signIn('compliance@demo.test')).token;
    const page = await list('?limit=200', limited);
    expect(page.body.docs.length).toBeGreaterThan(0);
    expect(page.body.docs.every((d) => d.country === 'de')).toBe(true);
    expect((await search('name', 'quill', limited)).body.map((r) => r.email)).toEqual(['xaver.quill@known.test']);
    expect((await t.call('GET', `/dashboard/users/${known.Zoe?._id}`, { token: limited })).status).toBe(404);
  });
});
