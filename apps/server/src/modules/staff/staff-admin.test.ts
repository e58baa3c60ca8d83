import { createHash } from 'node:crypto';
import { ErrorCode, type TCreateStaffReply, type TPasswordLink, type TStaffUser } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';

/** The administration of staff users: set-password links, disabling, deleting, the list's filters and export. */
let t: TestApp;
let admin: string;
let clockOffsetMs = 0;
const HOUR = 3600 * 1000;
beforeAll(async () => {
  t = await startTestApp({}, { clock: () => new Date(Date.now() + clockOffsetMs) });
  admin = (await t.signIn('admin@demo.test')).token;
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh-start-2026-x';
const create = (email: string, extra: Record<string, unknown> = {}) =>
  t.call<TCreateStaffReply>('POST', '/dashboard/crmusers', {
    token: admin,
    body: { first_name: 'Petra', last_name: 'Novak', email, department: 'support', ...extra },
  });
const setPassword = (token: string, password = NEW_PASSWORD) =>
  t.call('POST', '/dashboard/auth/setPassword', { body: { token, password } });
const tryLogin = (email: string, password: string) =>
  t.call('POST', '/dashboard/auth/login', { body: { email, password } });
const auditOf = async (id: string) =>
  (
    await t.call<{
      docs: { action: string; entityId: string; actor: { _id: string } | null; after: Record<string, unknown> }[];
    }>('GET', '/dashboard/users/userLogs?type=staff&limit=200', { token: admin })
  ).body.docs.filter((d) => d.entityId === id);

describe('set-password links', () => {
  it('creates a user with a link instead of a password; the link is shown once and works once', async () => {
    const created = await create('petra.link@demo.test', { password_link: true });
    expect(created.status).toBe(201);
    const link = created.body.password_link as TPasswordLink;
    expect(link.token.length).toBeGreaterThanOrEqual(40);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(47 * HOUR);
    // Nobody knows the password yet: not even the empty one.
    expect((await tryLogin('petra.link@demo.test', '')).status).not.toBe(200);

    const check = await t.call('POST', '/dashboard/auth/passwordLink', { body: { token: link.token } });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ email: 'petra.link@demo.test', first_name: 'Petra' });

    expect((await setPassword(link.token)).status).toBe(200);
    expect((await tryLogin('petra.link@demo.test', NEW_PASSWORD)).status).toBe(200);

    // Single use: a second use, or even a look, finds it gone.
    const again = await setPassword(link.token, 'Another-pass-2026-y');
    expect(again.status).toBe(404);
    expect(errorOf(again).code).toBe(ErrorCode.passwordLinkInvalid);
    expect((await t.call('POST', '/dashboard/auth/passwordLink', { body: { token: link.token } })).status).toBe(404);
    expect((await tryLogin('petra.link@demo.test', 'Another-pass-2026-y')).status).toBe(401);

    const records = await auditOf(created.body._id);
    const used = records.find((r) => r.action === 'staff.passwordLink.use');
    expect(used?.actor?._id).toBe(created.body._id);
    expect(records.some((r) => r.action === 'staff.passwordLink.issue')).toBe(true);
    // The token is never on the record.
    expect(JSON.stringify(records)).not.toContain(link.token);
  });

  it('keeps the token only as its SHA-256', async () => {
    const created = await create('petra.hash@demo.test', { password_link: true });
    const token = created.body.password_link?.token ?? '';
    const hashes = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from staff_password_links where staff_id = ${created.body._id}`,
    );
    expect(hashes.map((r) => r.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
  });

  it('applies the password policy and leaves the link usable after a refused password', async () => {
    const created = await create('petra.policy@demo.test', { password_link: true });
    const token = created.body.password_link?.token ?? '';
    const weak = await setPassword(token, 'short1');
    expect(weak.status).toBe(400);
    expect(errorOf(weak).code).toBe(ErrorCode.weakPassword);
    expect(errorOf(weak).details?.[0]).toMatchObject({ path: 'password' });
    expect((await setPassword(token)).status).toBe(200);
  });

  it('expires by the clock: valid just before its end, refused after', async () => {
    const created = await create('petra.expiry@demo.test', { password_link: true });
    const token = created.body.password_link?.token ?? '';
    try {
      clockOffsetMs = 47 * HOUR;
      expect((await t.call('POST', '/dashboard/auth/passwordLink', { body: { token } })).status).toBe(200);
      clockOffsetMs = 48 * HOUR + 1000;
      const late = await setPassword(token);
      expect(late.status).toBe(404);
      expect(errorOf(late).code).toBe(ErrorCode.passwordLinkInvalid);
    } finally {
      clockOffsetMs = 0;
    }
    expect((await tryLogin('petra.expiry@demo.test', NEW_PASSWORD)).status).toBe(401);
  });

  it('a new link for an existing user ends the older one, and ends the user’s sessions when used', async () => {
    const created = await create('petra.reissue@demo.test', { password: 'First-password-77' });
    expect(created.body.password_link).toBeUndefined();
    const session = await t.signIn('petra.reissue@demo.test', 'First-password-77');
    const first = await t.call<TPasswordLink>('POST', `/dashboard/crmusers/${created.body._id}/passwordLink`, {
      token: admin,
    });
    expect(first.status).toBe(201);
    const second = await t.call<TPasswordLink>('POST', `/dashboard/crmusers/${created.body._id}/passwordLink`, {
      token: admin,
    });
    expect((await setPassword(first.body.token)).status).toBe(404);
    expect((await setPassword(second.body.token)).status).toBe(200);
    // Setting the password ended the session that was open.
    const after = await t.call('GET', '/dashboard/crmusers/current', { token: session.token });
    expect(after.status).toBe(401);
    expect(errorOf(after).code).toBe(ErrorCode.accessTokenInvalid);
    expect((await tryLogin('petra.reissue@demo.test', 'First-password-77')).status).toBe(401);
  });

  it('is used once even when two uses race (the link row is locked)', async () => {
    const created = await create('petra.race@demo.test', { password_link: true });
    const token = created.body.password_link?.token ?? '';
    const results = await Promise.all([
      setPassword(token, 'Racer-one-pass-2026'),
      setPassword(token, 'Racer-two-pass-2026'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    const won = results[0]?.status === 200 ? 'Racer-one-pass-2026' : 'Racer-two-pass-2026';
    expect((await tryLogin('petra.race@demo.test', won)).status).toBe(200);
  });

  it('does not work for a disabled user, nor after they are enabled again', async () => {
    const created = await create('petra.disabled@demo.test', { password_link: true });
    await t.call('PATCH', `/dashboard/crmusers/${created.body._id}`, { token: admin, body: { active: false } });
    expect((await setPassword(created.body.password_link?.token ?? '')).status).toBe(404);
    // Disabling ended the link: enabling again does not bring it back.
    await t.call('PATCH', `/dashboard/crmusers/${created.body._id}`, { token: admin, body: { active: true } });
    expect((await setPassword(created.body.password_link?.token ?? '')).status).toBe(404);
  });

  it('asks for a password or a link, not both and not neither; only managers issue links', async () => {
    const neither = await create('petra.neither@demo.test');
    expect(neither.status).toBe(400);
    expect(errorOf(neither).details).toEqual([expect.objectContaining({ path: 'password' })]);
    const both = await create('petra.both@demo.test', { password: 'First-password-77', password_link: true });
    expect(both.status).toBe(400);
    const support = (await t.signIn('support@demo.test')).token;
    const created = await create('petra.other@demo.test', { password: 'First-password-77' });
    const refused = await t.call('POST', `/dashboard/crmusers/${created.body._id}/passwordLink`, { token: support });
    expect(refused.status).toBe(403);
  });
});

describe('disabling, enabling and deleting', () => {
  it('disabling ends every session at once: the user’s token stops working on its next call', async () => {
    const created = await create('petra.session@demo.test', { password: 'First-password-77' });
    const one = await t.signIn('petra.session@demo.test', 'First-password-77');
    const two = await t.signIn('petra.session@demo.test', 'First-password-77');
    expect((await t.call('GET', '/dashboard/crmusers/current', { token: one.token })).status).toBe(200);

    const disabled = await t.call<TStaffUser>('PATCH', `/dashboard/crmusers/${created.body._id}`, {
      token: admin,
      body: { active: false },
    });
    expect(disabled.body.active).toBe(false);
    for (const session of [one, two]) {
      const res = await t.call('GET', '/dashboard/crmusers/current', { token: session.token });
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe(ErrorCode.accessTokenInvalid);
      const refresh = await t.call('POST', '/dashboard/auth/token', { body: { refresh_token: session.refresh_token } });
      expect(refresh.status).toBe(401);
    }
    expect((await tryLogin('petra.session@demo.test', 'First-password-77')).status).toBe(401);

    // Enabling again lets them sign in anew; the ended sessions stay ended.
    await t.call('PATCH', `/dashboard/crmusers/${created.body._id}`, { token: admin, body: { active: true } });
    expect((await tryLogin('petra.session@demo.test', 'First-password-77')).status).toBe(200);
    expect((await t.call('GET', '/dashboard/crmusers/current', { token: one.token })).status).toBe(401);
  });

  it('deletes with a reason, kept on the audit record; no reason, no deletion', async () => {
    const created = await create('petra.delete@demo.test', { password: 'First-password-77' });
    const id = created.body._id;
    const noReason = await t.call('DELETE', `/dashboard/crmusers/${id}`, { token: admin, body: { reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(errorOf(noReason).details).toEqual([expect.objectContaining({ path: 'reason' })]);
    const deleted = await t.call('DELETE', `/dashboard/crmusers/${id}`, {
      token: admin,
      body: { reason: 'Left the company' },
    });
    expect(deleted.status).toBe(200);
    const record = (await auditOf(id)).find((r) => r.action === 'staff.delete');
    expect(record?.after).toMatchObject({ reason: 'Left the company', email: 'petra.delete@demo.test' });
    expect((await tryLogin('petra.delete@demo.test', 'First-password-77')).status).toBe(401);
  });
});

describe('the staff list', () => {
  type Page = { docs: TStaffUser[]; totalDocs: number };
  const list = (query: string) => t.call<Page>('GET', `/dashboard/crmusers?${query}`, { token: admin });

  it('filters by department, role and status', async () => {
    const sales = await list('department=sales,dealing&limit=1000');
    expect(new Set(sales.body.docs.map((s) => s.department))).toEqual(new Set(['sales', 'dealing']));
    const roles = await t.call<{ _id: string; name: string }[]>('GET', '/dashboard/roles', { token: admin });
    const adminRole = roles.body.find((r) => r.name === 'admin');
    const byRole = await list(`role_id=${adminRole?._id}&limit=1000`);
    expect(byRole.body.docs.length).toBeGreaterThan(0);
    expect(byRole.body.docs.every((s) => s.role?.name === 'admin')).toBe(true);
    const off = await create('petra.off@demo.test', { password: 'First-password-77' });
    await t.call('PATCH', `/dashboard/crmusers/${off.body._id}`, { token: admin, body: { active: false } });
    const disabled = await list('status=disabled&limit=1000');
    expect(disabled.body.docs.map((s) => s.email)).toContain('petra.off@demo.test');
    expect(disabled.body.docs.length).toBeGreaterThan(0);
    expect(disabled.body.docs.every((s) => !s.active)).toBe(true);
    expect((await list('department=pirates')).status).toBe(400);
  });

  it('sorts by e-mail both ways and by last sign-in', async () => {
    const up = (await list('sort=email&limit=1000')).body.docs.map((s) => s.email);
    expect(up).toEqual([...up].sort());
    const down = (await list('sort=-email&limit=1000')).body.docs.map((s) => s.email);
    expect(down).toEqual([...up].reverse());
    const signedIn = (await list('sort=-last_sign_in_at&limit=1000')).body.docs
      .map((s) => s.last_sign_in_at)
      .filter((d): d is string => d !== null);
    expect(signedIn).toEqual([...signedIn].sort().reverse());
  });

  it('exports what the list shows, audited, and only with utils.export', async () => {
    const res = await t.call<string>(
      'GET',
      '/dashboard/crmusers?export=csv&fields=email,status&sort=email&department=sales',
      {
        token: admin,
      },
    );
    expect(res.status).toBe(200);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('email,status');
    expect(lines).toContain('sales@demo.test,active');
    expect(Number(res.headers.get('x-export-rows'))).toBe(lines.length - 1);
    const logs = await t.call<{ docs: { action: string }[] }>('GET', '/dashboard/users/userLogs?type=staff', {
      token: admin,
    });
    expect(logs.body.docs.some((d) => d.action === 'staff.export')).toBe(true);
    // Listing staff is not enough to export them.
    await create('petra.reader@demo.test', { password: 'First-password-77', permissions: ['crm_users.get_crm_users'] });
    const reader = (await t.signIn('petra.reader@demo.test', 'First-password-77')).token;
    expect((await t.call('GET', '/dashboard/crmusers', { token: reader })).status).toBe(200);
    const refused = await t.call('GET', '/dashboard/crmusers?export=csv', { token: reader });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe(ErrorCode.forbidden);
  });

  it('walks a sorted export past its page size without repeating or skipping a row', async () => {
    const small = await startTestApp({ EXPORT_PAGE_SIZE: '2' }, { sharing: t });
    try {
      const token = (await small.signIn('admin@demo.test')).token;
      for (const sort of ['-last_sign_in_at', 'role', 'name']) {
        const file = await small.call<string>('GET', `/dashboard/crmusers?export=csv&fields=email&sort=${sort}`, {
          token,
        });
        const page = await small.call<Page>('GET', `/dashboard/crmusers?sort=${sort}&limit=1000`, { token });
        expect(file.body.trim().split('\n').slice(1)).toEqual(page.body.docs.map((s) => s.email));
      }
    } finally {
      await small.close();
    }
  });

  it('lists the other brand’s staff (1000 rows by default), and refuses a brand not the caller’s', async () => {
    const other = await t.call<Page & { limit: number }>('GET', '/dashboard/crmusers/all?otherBrand=northwind', {
      token: admin,
    });
    expect(other.status).toBe(200);
    expect(other.body.limit).toBe(1000);
    expect(other.body.docs.every((s) => s.brands.includes('northwind'))).toBe(true);
    expect(other.body.docs.some((s) => s.email === 'sales@demo.test')).toBe(false);
    const foreign = await t.call('GET', '/dashboard/crmusers/all?otherBrand=atlantis', { token: admin });
    expect(foreign.status).toBe(403);
    expect(errorOf(foreign).code).toBe(ErrorCode.brandForbidden);
  });
});
