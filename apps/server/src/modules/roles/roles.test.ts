import { ErrorCode, PERMISSIONS, type TPermissionHolderRow, type TRole } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signIn('admin@demo.test')).token;
});
afterAll(() => t.close());

describe('the permission catalogue', () => {
  it('serves every permission of spec point 6 with label and description, spelled as the spec spells it', async () => {
    const res = await t.call<{ value: string; label: string; description: string; explicit: boolean }[]>(
      'GET',
      '/dashboard/permissions',
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(PERMISSIONS.length);
    const values = res.body.map((p) => p.value);
    for (const v of [
      'accounts.transfer_opration',
      'users.get_users',
      'crm_users.get_crm_users',
      'roles.view_roles',
      'user_segments.view_user_segments',
      'user_segments.view_user_segment_results',
      'ribbons.view_ribbons',
      'scheduled_functions.view_functions',
      'administration.user_logs',
      'internal.ai_blogpost_generator',
      'documents.force_change_kyc_status',
      'requests.withdraw_from_account_status',
    ]) {
      expect(values).toContain(v);
    }
    expect(new Set(values).size).toBe(values.length);
    expect(res.body.every((p) => p.label && p.description)).toBe(true);
    expect(res.body.filter((p) => p.explicit).every((p) => p.value.startsWith('internal.'))).toBe(true);
  });
});

describe('roles', () => {
  it('lists the department roles with how many hold each', async () => {
    const res = await t.call<TRole[]>('GET', '/dashboard/roles', { token: admin });
    expect(res.body.map((r) => r.name)).toEqual(expect.arrayContaining(['admin', 'sales', 'developer']));
    expect(res.body.find((r) => r.name === 'sales')?.staffCount).toBe(1);
  });

  it('creates a role, refuses a duplicate name, adds and removes permissions, deletes it', async () => {
    const created = await t.call<TRole>('POST', '/dashboard/roles', {
      token: admin,
      body: { name: 'Risk desk', permissions: ['reports.balance_report'] },
    });
    expect(created.status).toBe(201);
    const dup = await t.call('POST', '/dashboard/roles', {
      token: admin,
      body: { name: 'risk DESK', permissions: [] },
    });
    expect(dup.status).toBe(409);

    const id = created.body._id;
    const added = await t.call<TRole>('PATCH', `/dashboard/roles/${id}/permissions`, {
      token: admin,
      body: { permissions: ['reports.active_traders'] },
    });
    expect(added.body.permissions).toEqual(['reports.balance_report', 'reports.active_traders']);
    const removed = await t.call<TRole>('DELETE', `/dashboard/roles/${id}/permissions`, {
      token: admin,
      body: { permissions: ['reports.balance_report'] },
    });
    expect(removed.body.permissions).toEqual(['reports.active_traders']);
    expect((await t.call('DELETE', `/dashboard/roles/${id}`, { token: admin })).status).toBe(200);
    expect((await t.call('DELETE', `/dashboard/roles/${id}`, { token: admin })).status).toBe(404);
  });

  it('refuses to delete a role staff still hold, saying how many', async () => {
    const roles = await t.call<TRole[]>('GET', '/dashboard/roles', { token: admin });
    const sales = roles.body.find((r) => r.name === 'sales');
    const res = await t.call('DELETE', `/dashboard/roles/${sales?._id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(errorOf(res).code).toBe(ErrorCode.roleInUse);
    expect(errorOf(res).message).toBe(
      'The role sales is held by 1 staff user; give them another role before deleting it',
    );
    // Nothing changed: the role is still there, still held.
    const after = await t.call<TRole[]>('GET', '/dashboard/roles', { token: admin });
    expect(after.body.find((r) => r._id === sales?._id)?.staffCount).toBe(1);
  });

  it('refuses to put a permission the caller lacks into a role', async () => {
    const res = await t.call('POST', '/dashboard/roles', {
      token: admin,
      body: { name: 'Sneaky', permissions: ['internal.openpayd_sweep'] },
    });
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe(ErrorCode.privilegeEscalation);
  });

  it('refuses a manager changing a role held by staff outside their brands', async () => {
    // A role manager who works only in the second brand...
    const made = await t.call<{ _id: string }>('POST', '/dashboard/crmusers', {
      token: admin,
      body: {
        first_name: 'North',
        last_name: 'Manager',
        email: 'north.roles@demo.test',
        password: 'Plenty-long-pass-7',
        department: 'admin',
        brands: ['northwind'],
        permissions: ['roles.view_roles', 'roles.add_role_permissions', 'reports.finances'],
      },
    });
    expect(made.status).toBe(201);
    const signedIn = await t.signIn('north.roles@demo.test', 'Plenty-long-pass-7');
    const roles = await t.call<TRole[]>('GET', '/dashboard/roles', { token: signedIn.token });
    const sales = roles.body.find((r) => r.name === 'sales');
    // ...may not change the sales role, whose holder works in the default brand.
    const res = await t.call('PATCH', `/dashboard/roles/${sales?._id}/permissions`, {
      token: signedIn.token,
      body: { permissions: ['reports.finances'] },
    });
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe(ErrorCode.privilegeEscalation);
  });

  it('changes what holders can do at once', async () => {
    const roles = await t.call<TRole[]>('GET', '/dashboard/roles', { token: admin });
    const marketing = roles.body.find((r) => r.name === 'marketing');
    const mk = (await t.signIn('marketing@demo.test')).token;
    expect((await t.call('GET', '/dashboard/roles', { token: mk })).status).toBe(403);
    await t.call('PATCH', `/dashboard/roles/${marketing?._id}/permissions`, {
      token: admin,
      body: { permissions: ['roles.view_roles'] },
    });
    expect((await t.call('GET', '/dashboard/roles', { token: mk })).status).toBe(200);
  });
});

describe('renaming roles', () => {
  const roleNamed = async (name: string) =>
    (await t.call<TRole[]>('GET', '/dashboard/roles', { token: admin })).body.find((r) => r.name === name);

  it('renames a role, keeps its permissions and holders, and audits the old and new name', async () => {
    const created = await t.call<TRole>('POST', '/dashboard/roles', {
      token: admin,
      body: { name: 'Back office', permissions: ['reports.finances'] },
    });
    const id = created.body._id;
    const res = await t.call<TRole>('PATCH', `/dashboard/roles/${id}`, {
      token: admin,
      body: { name: ' Middle office ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: id, name: 'Middle office', permissions: ['reports.finances'] });
    expect(await roleNamed('Back office')).toBeUndefined();

    const logs = await t.call<{ docs: { action: string; entityId: string | null; before: unknown; after: unknown }[] }>(
      'GET',
      '/dashboard/users/userLogs?type=role',
      { token: admin },
    );
    const record = logs.body.docs.find((d) => d.action === 'role.rename' && d.entityId === id);
    expect(record?.before).toMatchObject({ name: 'Back office' });
    expect(record?.after).toMatchObject({ name: 'Middle office' });
  });

  it('refuses a name another role has, in any case', async () => {
    const created = await t.call<TRole>('POST', '/dashboard/roles', {
      token: admin,
      body: { name: 'Treasury', permissions: [] },
    });
    const res = await t.call('PATCH', `/dashboard/roles/${created.body._id}`, {
      token: admin,
      body: { name: 'SALES' },
    });
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe('A role named SALES exists already');
    const bad = await t.call('PATCH', `/dashboard/roles/${created.body._id}`, { token: admin, body: { name: '<b>' } });
    expect(bad.status).toBe(400);
  });

  it('never renames nor deletes the admin role', async () => {
    const adminRole = await roleNamed('admin');
    const rename = await t.call('PATCH', `/dashboard/roles/${adminRole?._id}`, {
      token: admin,
      body: { name: 'root' },
    });
    expect(rename.status).toBe(409);
    expect(errorOf(rename).code).toBe(ErrorCode.adminRoleProtected);
    const remove = await t.call('DELETE', `/dashboard/roles/${adminRole?._id}`, { token: admin });
    expect(remove.status).toBe(409);
    expect(errorOf(remove).code).toBe(ErrorCode.adminRoleProtected);
    expect((await roleNamed('admin'))?._id).toBe(adminRole?._id);
  });

  it('needs roles.create_roles to rename', async () => {
    const support = (await t.signIn('support@demo.test')).token;
    const role = await roleNamed('marketing');
    const res = await t.call('PATCH', `/dashboard/roles/${role?._id}`, { token: support, body: { name: 'Growth' } });
    expect(res.status).toBe(403);
  });
});

describe('who holds a permission', () => {
  const holders = (permission: string, token = admin) =>
    t.call<TPermissionHolderRow[]>('GET', `/dashboard/permissions/${permission}/holders`, { token });

  it('lists the brand’s staff who hold it through their role, directly, or by the admin rule', async () => {
    const direct = await t.call<{ _id: string }>('POST', '/dashboard/crmusers', {
      token: admin,
      body: {
        first_name: 'Direct',
        last_name: 'Holder',
        email: 'direct.holder@demo.test',
        password: 'Plenty-long-pass-7',
        department: 'support',
        permissions: ['reports.balance_report'],
      },
    });
    expect(direct.status).toBe(201);
    const elsewhere = await t.call<{ _id: string }>('POST', '/dashboard/crmusers', {
      token: admin,
      body: {
        first_name: 'Other',
        last_name: 'Brand',
        email: 'other.brand.holder@demo.test',
        password: 'Plenty-long-pass-7',
        department: 'support',
        brands: ['northwind'],
        permissions: ['reports.balance_report'],
      },
    });
    expect(elsewhere.status).toBe(201);

    const res = await holders('reports.balance_report');
    expect(res.status).toBe(200);
    const byEmail = new Map(res.body.map((h) => [h.email, h]));
    expect(byEmail.get('direct.holder@demo.test')?.via).toEqual(['direct']);
    expect(byEmail.get('admin@demo.test')).toMatchObject({ via: ['admin'], role: { name: 'admin' } });
    // Another brand's staff are not listed, and those without it are not either.
    expect(byEmail.has('other.brand.holder@demo.test')).toBe(false);
    expect(byEmail.has('sales@demo.test')).toBe(false);

    // Through a role: the sales role's own permission.
    const viaRole = await holders('notes.create_notes');
    expect(viaRole.body.find((h) => h.email === 'sales@demo.test')).toMatchObject({
      via: ['role'],
      role: { name: 'sales' },
    });
  });

  it('does not count the admin rule for a permission that needs explicit grant', async () => {
    const res = await holders('internal.server_status');
    expect(res.status).toBe(200);
    expect(res.body.some((h) => h.email === 'admin@demo.test')).toBe(false);
    expect(res.body.find((h) => h.email === 'developer@demo.test')?.via).toEqual(['role']);
  });

  it('answers 400 for a permission not in the catalogue, and 403 without the page’s access', async () => {
    expect((await holders('users.fly')).status).toBe(400);
    const sales = (await t.signIn('sales@demo.test')).token;
    expect((await holders('users.get_users', sales)).status).toBe(403);
  });
});

describe('a role change on the next call of its holders', () => {
  it('takes effect on a signed-in holder’s very next call, through a warm session cache', async () => {
    const roles = await t.call<TRole[]>('GET', '/dashboard/roles', { token: admin });
    const funding = roles.body.find((r) => r.name === 'funding');
    const holder = (await t.signIn('funding@demo.test')).token;
    const reports = () => t.call('GET', '/dashboard/permissions/reports.finances/holders', { token: holder });
    // The first call puts the session in the cache; the cache is live (it hears the database).
    expect((await reports()).status).toBe(403);
    expect(t.app.sessionCache.isTrusted).toBe(true);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);

    const added = await t.call('PATCH', `/dashboard/roles/${funding?._id}/permissions`, {
      token: admin,
      body: { permissions: ['roles.view_roles'] },
    });
    expect(added.status).toBe(200);
    expect((await reports()).status).toBe(200);
    const me = await t.call<{ role: { permissions: string[] } }>('GET', '/dashboard/crmusers/current', {
      token: holder,
    });
    expect(me.body.role.permissions).toContain('roles.view_roles');

    const removed = await t.call('DELETE', `/dashboard/roles/${funding?._id}/permissions`, {
      token: admin,
      body: { permissions: ['roles.view_roles'] },
    });
    expect(removed.status).toBe(200);
    expect((await reports()).status).toBe(403);
  });
});
