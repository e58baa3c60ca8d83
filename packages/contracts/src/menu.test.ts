import { describe, expect, it } from 'vitest';
import { canOpenPath, findRouteEntry, isEntryEnabled, MENU, visibleMenu } from './menu.ts';

const user = (permissions: string[], role: { name: string; permissions: string[] } | null = null) => ({
  permissions,
  role,
});
const keys = (entries: ReturnType<typeof visibleMenu>): string[] =>
  entries.flatMap((e) => [e.key, ...keys(e.children ?? [])]);

describe('the menu rule', () => {
  it('shows a parent only when a child is enabled and displayed', () => {
    const menu = visibleMenu(user(['reports.finances']));
    expect(keys(menu)).toEqual(['dashboard', 'reports', 'reports-finances']);
  });

  it('counts the role’s permissions as well as the user’s own', () => {
    const menu = visibleMenu(user([], { name: 'funding', permissions: ['requests.view_pending_withdrawals'] }));
    expect(keys(menu)).toEqual(['dashboard', 'finances', 'finances-pending-withdrawals']);
  });

  it('never shows hidden entries, even to the admin role', () => {
    const menu = keys(visibleMenu(user([], { name: 'admin', permissions: [] })));
    expect(menu).not.toContain('client');
    expect(menu).not.toContain('tools');
    expect(menu).not.toContain('reports-campaigns');
    expect(menu).not.toContain('communication-sms');
  });

  it('gives the admin role everything but the explicit Internals, keeping Scheduled Functions', () => {
    const menu = keys(visibleMenu(user([], { name: 'admin', permissions: [] })));
    expect(menu).toEqual(expect.arrayContaining(['clients', 'documents', 'administration', 'admin-logs', 'finances']));
    expect(menu).toContain('internals-scheduled');
    expect(menu).not.toContain('internals-status');
    const granted = keys(visibleMenu(user(['internal.server_status'], { name: 'admin', permissions: [] })));
    expect(granted).toContain('internals-status');
    expect(granted).not.toContain('internals-blog');
  });

  it('leaves Internals out for a user with none of its permissions', () => {
    expect(keys(visibleMenu(user(['users.get_users'])))).not.toContain('internals');
    expect(isEntryEnabled(user([]), MENU[0] ?? { key: '', label: '', path: '' })).toBe(true);
  });
});

describe('the access check', () => {
  it('finds the most specific entry for a path', () => {
    expect(findRouteEntry('/clients')?.key).toBe('clients-all');
    expect(findRouteEntry('/clients/12345')?.key).toBe('client');
    expect(findRouteEntry('/clients/pending')?.key).toBe('clients-pending');
    expect(findRouteEntry('/nowhere')).toBeUndefined();
  });

  it('allows a page by its entry and its group', () => {
    const sales = user([], { name: 'sales', permissions: ['users.get_users', 'users.get_user'] });
    expect(canOpenPath(sales, '/clients')).toBe(true);
    expect(canOpenPath(sales, '/clients/abc')).toBe(true);
    expect(canOpenPath(sales, '/administration/users')).toBe(false);
    expect(canOpenPath(sales, '/')).toBe(true);
    const admin = user([], { name: 'admin', permissions: [] });
    expect(canOpenPath(admin, '/internals/server-status')).toBe(false);
    expect(canOpenPath(admin, '/internals/scheduled-functions')).toBe(true);
    expect(canOpenPath(user(['internal.translation_tool']), '/internals/translation-tool')).toBe(true);
    // A group's own path follows its pages.
    expect(canOpenPath(sales, '/internals')).toBe(false);
    expect(canOpenPath(sales, '/administration')).toBe(false);
    expect(canOpenPath(admin, '/administration')).toBe(true);
  });
});
