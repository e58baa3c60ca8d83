import { ErrorCode, PERMISSIONS, type TRole } from '@crm/contracts';
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

  it('refuses to delete a role staff still hold', async () => {
    const roles = await t.call<TRole[]>('GET', '/dashboard/roles', { token: admin });
    const sales = roles.body.find((r) => r.name === 'sales');
    const res = await t.call('DELETE', `/dashboard/roles/${sales?._id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toContain('1 staff user');
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
