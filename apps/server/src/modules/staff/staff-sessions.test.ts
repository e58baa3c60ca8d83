import { ErrorCode, type TAuditRecord, type TStaffSession, type TStaffUser } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: { token: string; user: { _id: string } };
const PASSWORD = 'Strong-enough-pass-9';

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.test');
});
afterAll(() => t.close());

let counter = 0;
/** A fresh staff user of the selected brand (meridian) unless `extra` says otherwise. */
async function newStaff(extra: Record<string, unknown> = {}): Promise<TStaffUser> {
  counter += 1;
  const res = await t.call<TStaffUser>('POST', '/dashboard/crmusers', {
    token: admin.token,
    body: {
      first_name: 'Petra',
      last_name: `Session${counter}`,
      email: `petra.session${counter}@demo.test`,
      password: PASSWORD,
      department: 'support',
      ...extra,
    },
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Signs a staff user in from a browser of our choosing, so the session shows that agent. */
async function signInWith(email: string, userAgent: string) {
  const res = await t.call<{ token: string; refresh_token: string }>('POST', '/dashboard/auth/login', {
    body: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.body;
}

const sessionsOf = (id: string, token = admin.token) =>
  t.call<TStaffSession[]>('GET', `/dashboard/crmusers/${id}/sessions`, { token });
const current = (token: string) => t.call('GET', '/dashboard/crmusers/current', { token });
const logs = async (query: string) =>
  (await t.call<{ docs: TAuditRecord[] }>('GET', `/dashboard/users/userLogs?${query}`, { token: admin.token })).body
    .docs;

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('a staff user’s profile', () => {
  it('answers the staff user of the selected brand, 404 for another brand’s or an unknown id', async () => {
    const jana = await newStaff();
    const res = await t.call<TStaffUser>('GET', `/dashboard/crmusers/${jana._id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: jana._id, email: jana.email, two_factor_enabled: false });

    const elsewhere = await newStaff({ brands: ['northwind'] });
    const hidden = await t.call('GET', `/dashboard/crmusers/${elsewhere._id}`, { token: admin.token });
    expect(hidden.status).toBe(404);
    expect(errorOf(hidden).code).toBe(ErrorCode.notFound);
    // The same user is there when the caller works in that brand.
    const northwind = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: (await t.signIn('admin@demo.test')).refresh_token, brand: 'northwind' },
    });
    const there = await t.call('GET', `/dashboard/crmusers/${elsewhere._id}?brand=northwind`, {
      token: northwind.body.token,
    });
    expect(there.status).toBe(200);
    expect(
      (await t.call('GET', `/dashboard/crmusers/00000000-0000-4000-8000-000000000000`, { token: admin.token })).status,
    ).toBe(404);
  });

  it('needs crm_users.get_crm_users', async () => {
    const support = (await t.signIn('support@demo.test')).token;
    const res = await t.call('GET', `/dashboard/crmusers/${admin.user._id}`, { token: support });
    expect(res.status).toBe(403);
  });
});

describe('sessions', () => {
  it('lists the live sessions with address, agent, start and end, newest first', async () => {
    const jana = await newStaff();
    await signInWith(jana.email, FIREFOX);
    await signInWith(jana.email, CHROME);
    const res = await sessionsOf(jana._id);
    expect(res.status).toBe(200);
    expect(res.body.map((s) => s.user_agent)).toEqual([CHROME, FIREFOX]);
    for (const s of res.body) {
      expect(s.ip).toBe('127.0.0.1');
      expect(s.brand).toBe('meridian');
      expect(s.viewAs).toBeNull();
      expect(s.current).toBe(false);
      expect(Date.parse(s.expiresAt)).toBeGreaterThan(Date.parse(s.createdAt));
    }
    // The caller's own session is marked on their own page.
    const mine = await sessionsOf(admin.user._id);
    expect(mine.body.filter((s) => s.current)).toHaveLength(1);
  });

  it('ending one session refuses its access token on the very next call and its refresh token, and leaves the others', async () => {
    const jana = await newStaff();
    const firefox = await signInWith(jana.email, FIREFOX);
    const chrome = await signInWith(jana.email, CHROME);
    // Both are in use, and so remembered by the session cache, before one is ended: the refusal
    // below proves the cache hears the end, not that it was bypassed.
    expect((await current(firefox.token)).status).toBe(200);
    expect((await current(chrome.token)).status).toBe(200);
    expect(t.app.sessionCache.isTrusted).toBe(true);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);

    const target = (await sessionsOf(jana._id)).body.find((s) => s.user_agent === FIREFOX);
    if (!target) throw new Error('no firefox session');
    const end = await t.call<{ ended: number }>('DELETE', `/dashboard/crmusers/${jana._id}/sessions/${target._id}`, {
      token: admin.token,
    });
    expect(end.status).toBe(200);
    expect(end.body).toEqual({ ended: 1 });

    const refused = await current(firefox.token);
    expect(refused.status).toBe(401);
    expect(errorOf(refused).code).toBe(ErrorCode.accessTokenInvalid);
    const refresh = await t.call('POST', '/dashboard/auth/token', { body: { refresh_token: firefox.refresh_token } });
    expect(errorOf(refresh).code).toBe(ErrorCode.refreshTokenInvalid);
    expect((await current(chrome.token)).status).toBe(200);
    expect((await sessionsOf(jana._id)).body.map((s) => s.user_agent)).toEqual([CHROME]);

    // Audited with the actor, the session and where it came from.
    const record = (await logs('type=session&limit=50')).find(
      (d) => d.action === 'staff.session.end' && d.entityId === target._id,
    );
    expect(record?.actor?._id).toBe(admin.user._id);
    expect(record?.before).toMatchObject({ staffId: jana._id, userAgent: FIREFOX, ip: '127.0.0.1' });
    expect(record?.after).toEqual({ revokedReason: 'ended by an administrator' });

    // Ending it again, or ending another user's session through this one's page, finds nothing.
    const again = await t.call('DELETE', `/dashboard/crmusers/${jana._id}/sessions/${target._id}`, {
      token: admin.token,
    });
    expect(again.status).toBe(404);
    const adminSession = (await sessionsOf(admin.user._id)).body[0];
    const foreign = await t.call('DELETE', `/dashboard/crmusers/${jana._id}/sessions/${adminSession?._id}`, {
      token: admin.token,
    });
    expect(foreign.status).toBe(404);
    expect((await current(admin.token)).status).toBe(200);
  });

  it('ending all ends every session at once, view-as sessions of the user included, and is audited', async () => {
    const jana = await newStaff({ department: 'sales' });
    const a = await signInWith(jana.email, FIREFOX);
    const b = await signInWith(jana.email, CHROME);
    // The admin looks at the console as Jana: that session is marked with who started it.
    const viewAs = await t.call<{ token: string }>('POST', '/dashboard/auth/loginAs', {
      token: admin.token,
      body: { crmuser_id: jana._id },
    });
    expect(viewAs.status).toBe(200);
    const listed = (await sessionsOf(jana._id)).body;
    expect(listed).toHaveLength(3);
    const viewed = listed.find((s) => s.viewAs);
    expect(viewed?.viewAs?.actor).toMatchObject({ _id: admin.user._id, email: 'admin@demo.test' });
    expect(viewed?.viewAs?.viewed._id).toBe(jana._id);

    const end = await t.call<{ ended: number }>('DELETE', `/dashboard/crmusers/${jana._id}/sessions`, {
      token: admin.token,
    });
    expect(end.body).toEqual({ ended: 3 });
    for (const token of [a.token, b.token, viewAs.body.token]) expect((await current(token)).status).toBe(401);
    expect((await current(admin.token)).status).toBe(200);
    expect((await sessionsOf(jana._id)).body).toEqual([]);
    const record = (await logs('type=staff&limit=50')).find(
      (d) => d.action === 'staff.sessions.endAll' && d.entityId === jana._id,
    );
    expect(record?.after).toEqual({ sessionsEnded: 3 });
  });

  it('keeps a view-as towards staff of another brand out of the first brand’s page', async () => {
    const inNorthwind = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: (await t.signIn('admin@demo.test')).refresh_token, brand: 'northwind' },
    });
    const elsewhere = await newStaff({ brands: ['northwind'] });
    const viewAs = await t.call<{ token: string }>('POST', '/dashboard/auth/loginAs?brand=northwind', {
      token: inNorthwind.body.token,
      body: { crmuser_id: elsewhere._id },
    });
    expect(viewAs.status).toBe(200);
    const towards = (list: TStaffSession[]) => list.find((s) => s.viewAs?.viewed._id === elsewhere._id);

    const there = await t.call<TStaffSession[]>(
      'GET',
      `/dashboard/crmusers/${admin.user._id}/sessions?brand=northwind`,
      { token: inNorthwind.body.token },
    );
    const session = towards(there.body);
    expect(session).toBeDefined();
    expect(towards((await sessionsOf(admin.user._id)).body)).toBeUndefined();
    const end = await t.call('DELETE', `/dashboard/crmusers/${admin.user._id}/sessions/${session?._id}`, {
      token: admin.token,
    });
    expect(end.status).toBe(404);
    expect((await current(viewAs.body.token)).status).toBe(200);
  });

  it('needs crm_users.update_crm_users, stays in the brand, and never reaches a more powerful user', async () => {
    const support = (await t.signIn('support@demo.test')).token;
    expect((await sessionsOf(admin.user._id, support)).status).toBe(403);
    expect((await t.call('DELETE', `/dashboard/crmusers/${admin.user._id}/sessions`, { token: support })).status).toBe(
      403,
    );

    const elsewhere = await newStaff({ brands: ['northwind'] });
    expect((await sessionsOf(elsewhere._id)).status).toBe(404);
    expect(
      (await t.call('DELETE', `/dashboard/crmusers/${elsewhere._id}/sessions`, { token: admin.token })).status,
    ).toBe(404);

    // A user manager who holds fewer rights than the admin may see the admin's sessions, not end them.
    const manager = await newStaff({
      permissions: ['crm_users.get_crm_users', 'crm_users.update_crm_users'],
    });
    const managerToken = (await signInWith(manager.email, FIREFOX)).token;
    expect((await sessionsOf(admin.user._id, managerToken)).status).toBe(200);
    const refused = await t.call('DELETE', `/dashboard/crmusers/${admin.user._id}/sessions`, { token: managerToken });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe(ErrorCode.privilegeEscalation);
    expect((await current(admin.token)).status).toBe(200);
  });
});

describe('activity', () => {
  type Page = { docs: TAuditRecord[]; nextCursor: string | null };
  const activityOf = (id: string, query = '', token = admin.token) =>
    t.call<Page>('GET', `/dashboard/crmusers/${id}/activity${query}`, { token });

  it('lists what the user did, newest first, paged by cursor, and nothing done by others', async () => {
    const jana = await newStaff({ permissions: ['crm_users.get_crm_users'] });
    const own = await signInWith(jana.email, FIREFOX);
    await t.call('POST', '/dashboard/auth/logout', { token: own.token });
    // Something done to Jana by the admin is the admin's activity, not hers.
    await t.call('PATCH', `/dashboard/crmusers/${jana._id}/permissions`, {
      token: admin.token,
      body: { permissions: ['crm_users.update_crm_users'] },
    });

    const all = await activityOf(jana._id);
    expect(all.status).toBe(200);
    expect(all.body.docs.map((d) => d.action)).toEqual(['auth.logout', 'auth.login']);
    expect(all.body.docs.every((d) => d.actor?._id === jana._id)).toBe(true);

    const first = await activityOf(jana._id, '?limit=1');
    expect(first.body.docs.map((d) => d.action)).toEqual(['auth.logout']);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await activityOf(jana._id, `?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.docs.map((d) => d.action)).toEqual(['auth.login']);
    expect(second.body.nextCursor).toBeNull();

    const adminDid = await activityOf(admin.user._id, '?limit=10');
    expect(adminDid.body.docs[0]).toMatchObject({ action: 'staff.permissions.add', entityId: jana._id });
  });

  it('needs the log permission and stays in the brand', async () => {
    const support = (await t.signIn('support@demo.test')).token;
    expect((await activityOf(admin.user._id, '', support)).status).toBe(403);
    const elsewhere = await newStaff({ brands: ['northwind'] });
    expect((await activityOf(elsewhere._id)).status).toBe(404);
  });
});
