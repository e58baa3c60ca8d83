import { ErrorCode, type TStaffUser } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signIn('admin@demo.test')).token;
});
afterAll(() => t.close());

const newStaff = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Jana',
  last_name: 'Kovac',
  email,
  password: 'Strong-enough-pass-9',
  department: 'support',
  ...extra,
});
const create = (body: unknown, token = admin) => t.call<TStaffUser>('POST', '/dashboard/crmusers', { token, body });

describe('creating staff', () => {
  it('creates a staff user in the selected brand and audits it', async () => {
    const res = await create(newStaff('Jana.Kovac@Demo.test'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'jana.kovac@demo.test', brands: ['meridian'], active: true, role: null });
    const logs = await t.call<{ docs: { action: string; entityId: string }[] }>(
      'GET',
      '/dashboard/users/userLogs?type=staff',
      { token: admin },
    );
    expect(logs.body.docs.some((d) => d.action === 'staff.create' && d.entityId === res.body._id)).toBe(true);
  });

  it('refuses an email another staff user has, in any case, with 409', async () => {
    const res = await create(newStaff('SALES@demo.test'));
    expect(res.status).toBe(409);
    expect(errorOf(res).code).toBe(ErrorCode.emailTaken);
  });

  it('refuses a weak password with 400 and says why', async () => {
    const res = await create(newStaff('weak@demo.test', { password: 'abcdefgh' }));
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe(ErrorCode.weakPassword);
    expect(errorOf(res).details?.map((d) => d.message)).toEqual(
      expect.arrayContaining(['Password must have at least 12 characters', 'Password must contain a digit']),
    );
  });

  it('refuses unknown fields and bad values with 400 and details', async () => {
    const res = await create(newStaff('x@demo.test', { department: 'pirates', isAdmin: true }));
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe(ErrorCode.validation);
    expect(errorOf(res).details).toEqual(
      expect.arrayContaining([
        { path: 'isAdmin', message: 'Unknown field' },
        expect.objectContaining({ path: 'department' }),
      ]),
    );
  });

  it('answers 400 code 3 for malformed JSON and 413 for a body over 1 MB', async () => {
    const broken = await t.call('POST', '/dashboard/crmusers', {
      token: admin,
      rawBody: '{"first_name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(errorOf(broken).code).toBe(ErrorCode.malformedJson);
    // An empty JSON body is no body: a route that needs one says so as a validation error.
    const empty = await t.call('POST', '/dashboard/crmusers', {
      token: admin,
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).code).toBe(ErrorCode.validation);

    const huge = await create(newStaff('big@demo.test', { first_name: 'x'.repeat(1_100_000) }));
    expect(huge.status).toBe(413);
    expect(errorOf(huge).code).toBe(ErrorCode.payloadTooLarge);
  });

  it('refuses to grant permissions or a role the caller does not hold', async () => {
    const support = (await t.signIn('support@demo.test')).token;
    // Support may not create staff at all...
    expect((await create(newStaff('s1@demo.test'), support)).status).toBe(403);
    // ...and the admin role does not include the Internals.
    const res = await create(newStaff('s2@demo.test', { permissions: ['internal.server_status'] }));
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe(ErrorCode.privilegeEscalation);
  });

  it('refuses a brand the caller does not work in, and an unknown brand', async () => {
    const unknown = await create(newStaff('b1@demo.test', { brands: ['atlantis'] }));
    expect(unknown.status).toBe(400);
    const both = await create(newStaff('b2@demo.test', { brands: ['meridian', 'northwind'] }));
    expect(both.status).toBe(201);
  });
});

describe('listing staff', () => {
  it('lists the selected brand’s staff, paged, with search', async () => {
    const page = await t.call<{ docs: TStaffUser[]; totalDocs: number }>('GET', '/dashboard/crmusers?limit=3', {
      token: admin,
    });
    expect(page.status).toBe(200);
    expect(page.body.docs).toHaveLength(3);
    expect(page.body.totalDocs).toBeGreaterThanOrEqual(9);
    const found = await t.call<{ docs: TStaffUser[] }>('GET', '/dashboard/crmusers?search=andreou', { token: admin });
    expect(found.body.docs.map((d) => d.email)).toEqual(['sales@demo.test']);
  });

  it('lists only the brand’s staff: the second brand has the admin, the back office and whoever was given it', async () => {
    const switched = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: (await t.signIn('admin@demo.test')).refresh_token, brand: 'northwind' },
    });
    const other = await t.call<{ docs: TStaffUser[] }>('GET', '/dashboard/crmusers?brand=northwind&limit=1000', {
      token: switched.body.token,
    });
    expect(other.body.docs.map((d) => d.email).sort()).toEqual([
      'accounting@demo.test',
      'admin@demo.test',
      'b2@demo.test',
      'compliance@demo.test',
      'dealing@demo.test',
      'funding@demo.test',
    ]);
  });

  it('lists sales agents of the brand', async () => {
    const res = await t.call<{ email: string }[]>('GET', '/dashboard/crmusers/salesagents', { token: admin });
    expect(res.body.map((a) => a.email)).toEqual(['sales@demo.test']);
  });

  it('lists all staff across the caller’s brands', async () => {
    const res = await t.call<{ totalDocs: number }>('GET', '/dashboard/crmusers/all', { token: admin });
    const one = await t.call<{ totalDocs: number }>('GET', '/dashboard/crmusers', { token: admin });
    expect(res.body.totalDocs).toBeGreaterThanOrEqual(one.body.totalDocs);
  });
});

describe('changing staff', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(newStaff('change.me@demo.test'))).body._id;
  });

  it('edits fields and the role', async () => {
    const roles = await t.call<{ _id: string; name: string }[]>('GET', '/dashboard/roles', { token: admin });
    const support = roles.body.find((r) => r.name === 'support');
    const res = await t.call<TStaffUser>('PATCH', `/dashboard/crmusers/${id}`, {
      token: admin,
      body: { first_name: 'Janka', role_id: support?._id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Janka', role: { name: 'support' } });
  });

  it('refuses an empty change and an email in use', async () => {
    expect((await t.call('PATCH', `/dashboard/crmusers/${id}`, { token: admin, body: {} })).status).toBe(400);
    const taken = await t.call('PATCH', `/dashboard/crmusers/${id}`, {
      token: admin,
      body: { email: 'sales@demo.test' },
    });
    expect(errorOf(taken).code).toBe(ErrorCode.emailTaken);
  });

  it('adds and removes permissions one by one', async () => {
    const added = await t.call<TStaffUser>('PATCH', `/dashboard/crmusers/${id}/permissions`, {
      token: admin,
      body: { permissions: ['reports.finances', 'utils.export'] },
    });
    expect(added.body.permissions).toEqual(['reports.finances', 'utils.export']);
    const removed = await t.call<TStaffUser>('DELETE', `/dashboard/crmusers/${id}/permissions`, {
      token: admin,
      body: { permissions: ['utils.export'] },
    });
    expect(removed.body.permissions).toEqual(['reports.finances']);
    const unknown = await t.call('PATCH', `/dashboard/crmusers/${id}/permissions`, {
      token: admin,
      body: { permissions: ['users.fly'] },
    });
    expect(unknown.status).toBe(400);
  });

  it('adds and removes sales rotation countries, validating the codes', async () => {
    const added = await t.call<TStaffUser>('PATCH', `/dashboard/crmusers/${id}/salescountries`, {
      token: admin,
      body: { sales_rotation_countries: ['CY', 'gr'] },
    });
    expect(added.body.sales_rotation_countries).toEqual(['cy', 'gr']);
    const removed = await t.call<TStaffUser>('DELETE', `/dashboard/crmusers/${id}/salescountries`, {
      token: admin,
      body: { sales_rotation_countries: ['cy'] },
    });
    expect(removed.body.sales_rotation_countries).toEqual(['gr']);
    const bad = await t.call('PATCH', `/dashboard/crmusers/${id}/salescountries`, {
      token: admin,
      body: { sales_rotation_countries: ['xx'] },
    });
    expect(bad.status).toBe(400);
  });

  it('sets the country whitelist', async () => {
    const res = await t.call<TStaffUser>('PUT', `/dashboard/crmusers/${id}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['de', 'at'] },
    });
    expect(res.body).toMatchObject({ enable_country_whitelist: true, whitelist_countries: ['de', 'at'] });
  });

  it('copies a staff user to another brand once', async () => {
    const res = await t.call<TStaffUser>('POST', '/dashboard/crmusers/copy', {
      token: admin,
      body: { crmuserId: id, otherBrand: 'northwind' },
    });
    expect(res.status).toBe(200);
    expect(res.body.brands).toEqual(['meridian', 'northwind']);
    const again = await t.call('POST', '/dashboard/crmusers/copy', {
      token: admin,
      body: { crmuserId: id, otherBrand: 'northwind' },
    });
    expect(again.status).toBe(409);
  });

  it('keeps a whitelisted manager from widening anyone’s scope', async () => {
    // A staff admin limited to Germany may not manage someone who sees every country.
    const manager = await create(newStaff('limited.admin@demo.test', { department: 'admin' }));
    const adminRole = (
      await t.call<{ _id: string; name: string }[]>('GET', '/dashboard/roles', { token: admin })
    ).body.find((r) => r.name === 'admin');
    await t.call('PATCH', `/dashboard/crmusers/${manager.body._id}`, {
      token: admin,
      body: { role_id: adminRole?._id },
    });
    await t.call('PUT', `/dashboard/crmusers/${manager.body._id}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['de'] },
    });
    const limited = (await t.signIn('limited.admin@demo.test', 'Strong-enough-pass-9')).token;
    const sales = (
      await t.call<{ docs: TStaffUser[] }>('GET', '/dashboard/crmusers?search=sales@demo', { token: admin })
    ).body.docs[0];
    const res = await t.call('PATCH', `/dashboard/crmusers/${sales?._id}`, {
      token: limited,
      body: { first_name: 'X' },
    });
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe(ErrorCode.privilegeEscalation);
  });

  it('gives staff made by a whitelisted manager the same whitelist, never a wider one', async () => {
    const limited = (await t.signIn('limited.admin@demo.test', 'Strong-enough-pass-9')).token;
    const adminRole = (
      await t.call<{ _id: string; name: string }[]>('GET', '/dashboard/roles', { token: admin })
    ).body.find((r) => r.name === 'admin');
    const res = await create(newStaff('wide@demo.test', { role_id: adminRole?._id }), limited);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ enable_country_whitelist: true, whitelist_countries: ['de'] });
  });

  it('refuses to let a user disable or delete themselves', async () => {
    const me = (await t.call<TStaffUser>('GET', '/dashboard/crmusers/current', { token: admin })).body;
    expect(
      (await t.call('PATCH', `/dashboard/crmusers/${me._id}`, { token: admin, body: { active: false } })).status,
    ).toBe(409);
    expect(
      (await t.call('DELETE', `/dashboard/crmusers/${me._id}`, { token: admin, body: { reason: 'Testing' } })).status,
    ).toBe(409);
  });

  it('deletes: gone from lists, 404 afterwards, email free again', async () => {
    expect(
      (await t.call('DELETE', `/dashboard/crmusers/${id}`, { token: admin, body: { reason: 'Left' } })).status,
    ).toBe(200);
    expect(
      (await t.call('PATCH', `/dashboard/crmusers/${id}`, { token: admin, body: { first_name: 'Z' } })).status,
    ).toBe(404);
    const list = await t.call<{ docs: TStaffUser[] }>('GET', '/dashboard/crmusers?search=change.me', { token: admin });
    expect(list.body.docs).toHaveLength(0);
    expect((await create(newStaff('change.me@demo.test'))).status).toBe(201);
  });

  it('answers 404 for a staff user of another brand', async () => {
    const adminNorth = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: (await t.signIn('admin@demo.test')).refresh_token, brand: 'northwind' },
    });
    const sales = (
      await t.call<{ docs: TStaffUser[] }>('GET', '/dashboard/crmusers?search=sales@demo', { token: admin })
    ).body.docs[0];
    const res = await t.call('PATCH', `/dashboard/crmusers/${sales?._id}?brand=northwind`, {
      token: adminNorth.body.token,
      body: { first_name: 'Nope' },
    });
    expect(res.status).toBe(404);
    expect(errorOf(res).code).toBe(ErrorCode.notFound);
  });
});
