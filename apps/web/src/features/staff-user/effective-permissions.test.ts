import { el } from '@crm/contracts/locales/el';
import { en } from '@crm/contracts/locales/en';
import { describe, expect, it } from 'vitest';
import { effectivePermissionGroups, groupLabel, PERMISSION_SOURCES, sourceOf } from './effective-permissions.ts';

const entry = (value: string) => ({ value, label: value, description: '', group: value.split('.')[0] ?? '' });
const CATALOGUE = ['users.get_user', 'users.get_users', 'notes.view_notes', 'internal.server_status'].map(entry);

describe('effective permissions', () => {
  it('is own ∪ role, each marked with where it comes from, grouped in the catalogue’s order', () => {
    const holder = {
      permissions: ['users.get_user', 'notes.view_notes'],
      role: { name: 'support', permissions: ['notes.view_notes', 'users.get_users'] },
    };
    expect(
      effectivePermissionGroups(holder, CATALOGUE).map((g) => [g.group, g.permissions.map((p) => [p.value, p.source])]),
    ).toEqual([
      [
        'users',
        [
          ['users.get_user', 'direct'],
          ['users.get_users', 'role'],
        ],
      ],
      ['notes', [['notes.view_notes', 'both']]],
    ]);
  });

  it('marks what only the admin role’s rule gives, and leaves the explicit Internals out', () => {
    const admin = { permissions: [], role: { name: 'admin', permissions: ['users.get_user'] } };
    expect(sourceOf(admin, 'users.get_user')).toBe('role');
    expect(sourceOf(admin, 'notes.view_notes')).toBe('admin');
    expect(sourceOf(admin, 'internal.server_status')).toBeNull();
    expect(sourceOf({ ...admin, permissions: ['internal.server_status'] }, 'internal.server_status')).toBe('direct');
  });

  it('names groups in staff words', () => {
    expect(groupLabel('crm_users')).toBe('Staff users');
    expect(groupLabel('new_group')).toBe('New group');
  });

  it('names every source of a permission in English and Greek', () => {
    const english: Readonly<Record<string, string>> = en;
    const greek: Readonly<Record<string, string>> = el;
    for (const source of PERMISSION_SOURCES) {
      expect(english[`staffUser.source.${source}`], source).toMatch(/\S/);
      expect(greek[`staffUser.source.${source}`], source).toMatch(/\S/);
    }
  });
});
