import { ErrorCode, type TAuditRecord, type TStaffUser } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: { token: string; refresh_token: string; user: { _id: string } };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.test');
  const all = await t.call<{ docs: TStaffUser[] }>('GET', '/dashboard/crmusers?limit=100', { token: admin.token });
  for (const s of all.body.docs) ids[s.department] = s._id;
});
afterAll(() => t.close());

const loginAs = (token: string, crmuser_id: string | undefined) =>
  t.call<{ token: string; refresh_token: string; user: Record<string, unknown> }>('POST', '/dashboard/auth/loginAs', {
    token,
    body: { crmuser_id },
  });

describe('view-as', () => {
  it('gives the admin a read-only, time-boxed session as a less powerful user', async () => {
    const res = await loginAs(admin.token, ids.sales);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'sales@demo.test', viewAs: { actor: { email: 'admin@demo.test' } } });
    const expiresAt = Date.parse(String((res.body.user.viewAs as { expiresAt: string }).expiresAt));
    expect(expiresAt - Date.now()).toBeGreaterThan(25 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const viewed = res.body.token;
    const me = await t.call('GET', '/dashboard/crmusers/current', { token: viewed });
    expect(me.body).toMatchObject({ email: 'sales@demo.test' });
    // The viewed user's rights, not the admin's.
    expect((await t.call('GET', '/dashboard/roles', { token: viewed })).status).toBe(403);
    // Read-only: any change is refused with its own code, even one the viewed user could make.
    const change = await t.call('POST', '/dashboard/auth/loginAs', {
      token: viewed,
      body: { crmuser_id: ids.support },
    });
    expect(change.status).toBe(403);
    expect(errorOf(change).code).toBe(ErrorCode.viewAsReadOnly);
  });

  it('records every call under both the real and the viewed user', async () => {
    const { body } = await loginAs(admin.token, ids.support);
    await t.call('GET', '/dashboard/crmusers/current', { token: body.token });
    const logs = await t.call<{ docs: TAuditRecord[] }>('GET', '/dashboard/users/userLogs?type=session&limit=20', {
      token: admin.token,
    });
    const call = logs.body.docs.find((d) => d.action === 'viewAs.call' && d.viewedAs?.email === 'support@demo.test');
    expect(call?.actor?.email).toBe('admin@demo.test');
    expect(call?.after).toEqual({ method: 'GET', path: '/dashboard/crmusers/current' });
  });

  it('is refused to a non-admin and towards a more powerful user or oneself', async () => {
    // Support gets crm_users.get_crm_users so the route lets it through to the rule itself.
    await t.call('PATCH', `/dashboard/crmusers/${ids.support}/permissions`, {
      token: admin.token,
      body: { permissions: ['crm_users.get_crm_users'] },
    });
    const support = (await t.signIn('support@demo.test')).token;
    const notAdmin = await loginAs(support, ids.sales);
    expect(errorOf(notAdmin).code).toBe(ErrorCode.viewAsNotAllowed);

    // The developer holds the Internals, which the admin role does not.
    const stronger = await loginAs(admin.token, ids.developer);
    expect(stronger.status).toBe(403);
    expect(errorOf(stronger).code).toBe(ErrorCode.viewAsNotAllowed);
    expect(errorOf(await loginAs(admin.token, admin.user._id)).code).toBe(ErrorCode.viewAsNotAllowed);
    expect((await loginAs(admin.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('ends at once when the viewed user gains rights the viewer lacks', async () => {
    const { body } = await loginAs(admin.token, ids.marketing);
    expect((await t.call('GET', '/dashboard/crmusers/current', { token: body.token })).status).toBe(200);
    // The developer grants marketing an Internals permission the admin role does not have.
    await t.database.db.execute(
      sql`update staff set permissions = array['internal.server_status'] where email = 'marketing@demo.test'`,
    );
    // A change made straight in the database reaches the session cache by its notification
    // (auth_changed), a few milliseconds later on PostgreSQL: the next calls after it end the session.
    await expect
      .poll(async () => errorOf(await t.call('GET', '/dashboard/crmusers/current', { token: body.token })).code, {
        timeout: 5_000,
      })
      .toBe(14);
    const refresh = await t.call('POST', '/dashboard/auth/token', { body: { refresh_token: body.refresh_token } });
    expect(errorOf(refresh).code).toBe(ErrorCode.refreshTokenInvalid);
    await t.database.db.execute(sql`update staff set permissions = '{}' where email = 'marketing@demo.test'`);
  });

  it('leaving view-as ends only that session', async () => {
    const { body } = await loginAs(admin.token, ids.dealing);
    const dealing = await t.signIn('dealing@demo.test');
    expect((await t.call('POST', '/dashboard/auth/logout', { token: body.token })).status).toBe(200);
    expect(errorOf(await t.call('GET', '/dashboard/crmusers/current', { token: body.token })).code).toBe(14);
    expect((await t.call('GET', '/dashboard/crmusers/current', { token: dealing.token })).status).toBe(200);
    expect((await t.call('GET', '/dashboard/crmusers/current', { token: admin.token })).status).toBe(200);
  });

  it('ends when its time box closes', async () => {
    const short = await startTestApp({ VIEW_AS_TTL_SECONDS: '60' });
    try {
      const a = await short.signIn('admin@demo.test');
      const staff = await short.call<{ docs: TStaffUser[] }>('GET', '/dashboard/crmusers?search=sales@', {
        token: a.token,
      });
      const res = await short.call<{ token: string; refresh_token: string }>('POST', '/dashboard/auth/loginAs', {
        token: a.token,
        body: { crmuser_id: staff.body.docs[0]?._id },
      });
      expect(res.status).toBe(200);
      // Move the session's end into the past, as if 60 seconds had gone by.
      await short.database.db.execute(
        sql`update sessions set expires_at = now() - interval '1 second' where actor_id is not null`,
      );
      expect(errorOf(await short.call('GET', '/dashboard/crmusers/current', { token: res.body.token })).code).toBe(14);
      const refresh = await short.call('POST', '/dashboard/auth/token', {
        body: { refresh_token: res.body.refresh_token },
      });
      expect(errorOf(refresh).code).toBe(ErrorCode.refreshTokenInvalid);
    } finally {
      await short.close();
    }
  });
});
