import { ErrorCode, MIXED_FILTER_VALUES, type TClientPage, type TSegment, type TSegmentHistory } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients } from '../../db/schema.ts';

let t: TestApp;
let admin: string;
let marketing: string;
let sales: string;
let adminNorthwind: string;
const BASE = '/dashboard/users/segments';

/** Clients whose counts are known, beside the demo's generated ones. */
async function addKnownClients(db: Db) {
  const base = { lastName: 'Segmented', kycStatus: 'approved', liveAccounts: 5, totalDepositsUsd: 9_000_000 };
  await db.insert(clients).values([
    { ...base, brandId: 'meridian', firstName: 'A', email: 'a@segments.test', country: 'cy' },
    { ...base, brandId: 'meridian', firstName: 'B', email: 'b@segments.test', country: 'de' },
    { ...base, brandId: 'meridian', firstName: 'C', email: 'c@segments.test', country: 'de', kycStatus: 'pending' },
    { ...base, brandId: 'northwind', firstName: 'D', email: 'd@segments.test', country: 'de' },
  ]);
}

beforeAll(async () => {
  t = await startTestApp({ DEMO_CLIENTS: '40' }, { beforeStart: addKnownClients });
  const signedIn = await t.signIn('admin@demo.test');
  admin = signedIn.token;
  const northwind = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
    body: { refresh_token: signedIn.refresh_token, brand: 'northwind' },
  });
  adminNorthwind = northwind.body.token;
  marketing = (await t.signIn('marketing@demo.test')).token;
  sales = (await t.signIn('sales@demo.test')).token;
});
afterAll(() => t.close());

const create = (body: unknown, token = marketing, brand = '') =>
  t.call<TSegment>('POST', `${BASE}${brand ? `?brand=${brand}` : ''}`, { token, body });
const audited = (entityId: string) =>
  queryRows<{ action: string; before: unknown; after: unknown }>(
    t.database.db,
    sql`select action, before, after, at from audit_inbox where entity_type = 'segment' and entity_id = ${entityId}
        union all select action, before, after, at from audit_log where entity_type = 'segment' and entity_id = ${entityId}
        order by at`,
  );
// The rich clients of the known set: five live accounts and deposits no demo client reaches.
const RICH = 'live_accounts[gte]:5,total_deposits_usd[gte]:90000';

describe('permissions', () => {
  it('refuses staff without the segment permissions', async () => {
    expect((await t.call('GET', BASE, { token: sales })).status).toBe(403);
    expect((await create({ name: 'No', filters: '' }, sales)).status).toBe(403);
    expect((await t.call('GET', `${BASE}/count`, { token: sales })).status).toBe(403);
  });

  it('lets marketing create, read, change and delete; results need their own permission', async () => {
    const made = await create({ name: 'Perm check', filters: RICH });
    expect(made.status).toBe(201);
    const id = made.body._id;
    expect((await t.call('GET', `${BASE}/${id}`, { token: marketing })).status).toBe(200);
    expect((await t.call('GET', `${BASE}/${id}/results`, { token: marketing })).status).toBe(200);
    expect((await t.call('GET', `${BASE}/${id}/results`, { token: sales })).status).toBe(403);
    const del = await t.call('DELETE', `${BASE}/${id}`, { token: marketing, body: { reason: 'test over' } });
    expect(del.status).toBe(200);
  });
});

describe('create and read', () => {
  it('saves a segment for the brand, counted for the caller, shared with the brand’s staff', async () => {
    const res = await create({ name: 'Rich approved', filters: `${RICH},kyc_approved[eq]:true` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Rich approved', size: 2, created_by: { name: expect.any(String) } });
    const seenByAdmin = await t.call<TSegment>('GET', `${BASE}/${res.body._id}`, { token: admin });
    expect(seenByAdmin.body.size).toBe(2);
    const list = await t.call<{ docs: TSegment[]; totalDocs: number }>('GET', `${BASE}?search=rich%20app`, {
      token: admin,
    });
    expect(list.body.docs.map((d) => d.name)).toEqual(['Rich approved']);
    expect(await audited(res.body._id)).toMatchObject([
      { action: 'segment.create', after: { name: 'Rich approved', filters: `${RICH},kyc_approved[eq]:true` } },
    ]);
  });

  it('takes the filter builder’s list and keeps it as the list’s filter text', async () => {
    const res = await create({
      name: 'Builder form',
      filters: [
        {
          field: 'country',
          operator: 'eq',
          values: [{ value: 'de', label: 'Germany' }],
          inputType: 'multi',
          type: 'string',
        },
        { field: 'live_accounts', operator: 'gte', values: ['5'], inputType: 'select', type: 'number' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.filters).toBe('country[eq]:de,live_accounts[gte]:5');
    expect(res.body.size).toBe(2);
  });

  it('is per brand: another brand answers 404 and counts its own clients', async () => {
    const res = await create({ name: 'Brand scoped', filters: RICH });
    expect((await t.call('GET', `${BASE}/${res.body._id}?brand=northwind`, { token: adminNorthwind })).status).toBe(
      404,
    );
    const other = await create({ name: 'Brand scoped', filters: RICH }, adminNorthwind, 'northwind');
    expect(other.status).toBe(201);
    expect(other.body.size).toBe(1);
    const northwindList = await t.call<{ docs: TSegment[] }>('GET', `${BASE}?brand=northwind`, {
      token: adminNorthwind,
    });
    expect(northwindList.body.docs.map((d) => d._id)).toEqual([other.body._id]);
  });

  it('applies the viewer’s country whitelist to sizes, counts and results', async () => {
    const seg = await create({ name: 'Whitelisted view', filters: RICH });
    const users = await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=compliance@', {
      token: admin,
    });
    const id = users.body.docs[0]?._id;
    await t.call('PATCH', `/dashboard/crmusers/${id}/permissions`, {
      token: admin,
      body: { permissions: ['user_segments.view_user_segments', 'user_segments.view_user_segment_results'] },
    });
    await t.call('PUT', `/dashboard/crmusers/${id}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['de'] },
    });
    const limited = (await t.signIn('compliance@demo.test')).token;
    expect((await t.call<TSegment>('GET', `${BASE}/${seg.body._id}`, { token: limited })).body.size).toBe(2);
    expect(seg.body.size).toBe(3);
    const results = await t.call<TClientPage>('GET', `${BASE}/${seg.body._id}/results`, { token: limited });
    expect(results.body.docs.map((d) => d.country)).toEqual(['de', 'de']);
    const count = await t.call<{ count: number }>('GET', `${BASE}/count?filters=${encodeURIComponent(RICH)}`, {
      token: limited,
    });
    expect(count.body.count).toBe(2);
  });
});

describe('bad input', () => {
  it('refuses a mixed value list with spec point 5’s message', async () => {
    const res = await create({
      name: 'Mixed',
      filters: [
        { field: 'country', operator: 'eq', values: ['de', { value: 'cy' }], inputType: 'multi', type: 'string' },
      ],
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe(ErrorCode.validation);
    expect(errorOf(res).details?.map((d) => d.message)).toContain(MIXED_FILTER_VALUES);
  });

  it('refuses filters the clients list refuses, naming the body’s field', async () => {
    for (const filters of ['nope[eq]:1', 'live_accounts[eq]:many', 'country:de', 'kyc_approved[gt]:true']) {
      const res = await create({ name: `Bad ${filters}`, filters });
      expect(res.status, filters).toBe(400);
      expect(errorOf(res).code).toBe(ErrorCode.validation);
      expect(errorOf(res).details?.[0]?.path).toBe('filters');
    }
    const incomplete = await create({
      name: 'Incomplete',
      filters: [{ field: 'country', operator: '', values: ['de'], inputType: 'multi', type: 'string' }],
    });
    expect(incomplete.status).toBe(400);
  });

  it('refuses an empty name and a name the brand already has (170), whatever its case', async () => {
    expect((await create({ name: '  ', filters: RICH })).status).toBe(400);
    await create({ name: 'Twice', filters: RICH });
    const again = await create({ name: 'TWICE', filters: '' });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe(ErrorCode.segmentNameTaken);
  });

  it('refuses a delete without a reason, and an unknown segment', async () => {
    const seg = await create({ name: 'Keep me', filters: RICH });
    expect((await t.call('DELETE', `${BASE}/${seg.body._id}`, { token: marketing, body: { reason: '' } })).status).toBe(
      400,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `${BASE}/${unknown}`, { token: marketing })).status).toBe(404);
    expect((await t.call('PUT', `${BASE}/${unknown}`, { token: marketing, body: { name: 'x' } })).status).toBe(404);
  });
});

describe('change and delete', () => {
  it('audits every change with the old and the new filters', async () => {
    const seg = await create({ name: 'Changing', filters: RICH });
    const changed = await t.call<TSegment>('PUT', `${BASE}/${seg.body._id}`, {
      token: marketing,
      body: { filters: `${RICH},country[eq]:de` },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.size).toBe(2);
    const renamed = await t.call<TSegment>('PUT', `${BASE}/${seg.body._id}`, {
      token: admin,
      body: { name: 'Changed' },
    });
    expect(renamed.body).toMatchObject({ name: 'Changed', filters: `${RICH},country[eq]:de` });
    const bad = await t.call('PUT', `${BASE}/${seg.body._id}`, { token: marketing, body: { filters: 'x[eq]:1' } });
    expect(bad.status).toBe(400);
    expect(await audited(seg.body._id)).toMatchObject([
      { action: 'segment.create' },
      {
        action: 'segment.update',
        before: { name: 'Changing', filters: RICH },
        after: { name: 'Changing', filters: `${RICH},country[eq]:de` },
      },
      { action: 'segment.update', before: { name: 'Changing' }, after: { name: 'Changed' } },
    ]);
  });

  it('soft-deletes with its reason: gone from the API, kept in the database, its name free again', async () => {
    const seg = await create({ name: 'Short lived', filters: RICH });
    const del = await t.call('DELETE', `${BASE}/${seg.body._id}`, {
      token: marketing,
      body: { reason: 'Campaign over' },
    });
    expect(del.status).toBe(200);
    expect((await t.call('GET', `${BASE}/${seg.body._id}`, { token: marketing })).status).toBe(404);
    expect((await t.call('GET', `${BASE}/${seg.body._id}/results`, { token: marketing })).status).toBe(404);
    const [kept] = await queryRows<{ delete_reason: string }>(
      t.database.db,
      sql`select delete_reason from client_segments where id = ${seg.body._id}`,
    );
    expect(kept?.delete_reason).toBe('Campaign over');
    expect((await create({ name: 'Short lived', filters: '' })).status).toBe(201);
    expect((await audited(seg.body._id)).at(-1)).toMatchObject({
      action: 'segment.delete',
      before: { filters: RICH },
      after: { reason: 'Campaign over' },
    });
  });
});

describe('results', () => {
  it('are the clients list with the same filters: rows, columns, sort, paging and total', async () => {
    const filters = 'live_accounts[gte]:1,kyc_approved[eq]:true';
    const seg = await create({ name: 'Results equal', filters });
    for (const q of [
      'limit=7&sort=last_name&fields=email,country',
      'limit=1000&sort=-total_deposits_usd',
      'page=2&limit=5',
    ]) {
      const results = await t.call<TClientPage>('GET', `${BASE}/${seg.body._id}/results?${q}`, { token: admin });
      const list = await t.call<TClientPage>('GET', `/dashboard/users?${q}&filters=${encodeURIComponent(filters)}`, {
        token: admin,
      });
      expect(results.status).toBe(200);
      expect(results.body.docs.length).toBeGreaterThan(0);
      expect(results.body).toEqual(list.body);
    }
    const count = await t.call<{ count: number }>('GET', `${BASE}/count?filters=${encodeURIComponent(filters)}`, {
      token: admin,
    });
    const all = await t.call<TClientPage>('GET', `/dashboard/users?limit=1&filters=${encodeURIComponent(filters)}`, {
      token: admin,
    });
    expect(count.body.count).toBe(all.body.totalDocs);
  });

  it('export the same file as the clients list', async () => {
    const filters = 'country[eq]:de';
    const seg = await create({ name: 'Export equal', filters });
    const q = 'export=csv&sort=email&fields=email,country,live_accounts';
    const file = await t.call<string>('GET', `${BASE}/${seg.body._id}/results?${q}`, { token: marketing });
    const list = await t.call<string>('GET', `/dashboard/users?${q}&filters=${filters}`, { token: marketing });
    expect(file.status).toBe(200);
    expect(file.body).toContain('b@segments.test');
    expect(file.body).toEqual(list.body);
  });

  it('answer the live count’s bad filters as the list does', async () => {
    const res = await t.call('GET', `${BASE}/count?filters=live_accounts[eq]:x`, { token: marketing });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe(ErrorCode.validation);
  });
});

describe('size over time', () => {
  it('answers today counted now for a segment the job never counted', async () => {
    const seg = await create({ name: 'History now', filters: RICH });
    const res = await t.call<TSegmentHistory>('GET', `${BASE}/${seg.body._id}/history`, { token: marketing });
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(1);
    expect(res.body.days[0]?.clients).toBe(3);
  });
});
