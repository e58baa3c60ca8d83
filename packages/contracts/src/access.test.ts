import { describe, expect, it } from 'vitest';
import { effectivePermissions, hasAnyPermission } from './access.ts';
import { PERMISSION_VALUES, PERMISSIONS } from './permissions.ts';

const user = (permissions: string[], role: { name: string; permissions: string[] } | null = null) => ({
  permissions,
  role,
});

describe('the access rule (spec points 5 and 6)', () => {
  it('passes on any one listed permission, from the user or the role', () => {
    expect(hasAnyPermission(user(['users.get_users']), ['roles.view_roles', 'users.get_users'])).toBe(true);
    expect(
      hasAnyPermission(user([], { name: 'support', permissions: ['roles.view_roles'] }), ['roles.view_roles']),
    ).toBe(true);
    expect(hasAnyPermission(user(['users.get_user']), ['users.get_users'])).toBe(false);
    expect(hasAnyPermission(user([]), [])).toBe(true);
  });

  it('lets the admin role through everything but the Internals, which need explicit grant', () => {
    const admin = user([], { name: 'admin', permissions: [] });
    expect(hasAnyPermission(admin, ['accounts.transfer_opration'])).toBe(true);
    expect(hasAnyPermission(admin, ['scheduled_functions.view_functions'])).toBe(true);
    expect(hasAnyPermission(admin, ['internal.server_status'])).toBe(false);
    expect(
      hasAnyPermission(user(['internal.server_status'], { name: 'admin', permissions: [] }), [
        'internal.server_status',
      ]),
    ).toBe(true);
    expect(effectivePermissions(admin, PERMISSION_VALUES).size).toBe(
      PERMISSIONS.filter((p) => !p.value.startsWith('internal.')).length,
    );
  });

  it('holds a catalogue of unique group.action strings', () => {
    expect(new Set(PERMISSION_VALUES).size).toBe(PERMISSION_VALUES.length);
    for (const p of PERMISSION_VALUES) expect(p).toMatch(/^[a-z_]+\.[a-z_]+$/);
  });
});
