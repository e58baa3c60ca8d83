import { MENU, type TMenuEntry } from '@crm/contracts/menu';
import { describe, expect, it } from 'vitest';
import { landingOf } from './landing.ts';

const group = (key: string): TMenuEntry => {
  const found = MENU.find((e) => e.key === key);
  if (!found) throw new Error(key);
  return found;
};
const holder = (permissions: string[], role: string | null = null) => ({
  permissions,
  role: role ? { name: role, permissions: [] } : null,
});
const admin = holder([], 'admin');
const built = new Set(['/finances/deposits', '/finances/pending-withdrawals', '/administration/users']);

describe('a group’s own path', () => {
  it('opens the first page the user may see that is built', () => {
    expect(landingOf(admin, group('finances'), built)).toEqual({ to: '/finances/deposits' });
    expect(landingOf(admin, group('administration'), built)).toEqual({ to: '/administration/users' });
  });

  it('skips pages the user may not open, by the menu table’s permissions', () => {
    const funding = holder(['requests.view_pending_withdrawals', 'requests.view_pending_deposits']);
    expect(landingOf(funding, group('finances'), built)).toEqual({ to: '/finances/pending-withdrawals' });
  });

  it('names the pages still coming when none of those the user may see is built', () => {
    const landing = landingOf(admin, group('reports'), built);
    expect('coming' in landing && landing.coming.map((e) => e.label)).toEqual([
      'Finances',
      'First-time deposits',
      'UTMs',
      'Active traders',
      'Balance and equity',
    ]);
    const auditor = holder(['administration.user_logs']);
    const logs = landingOf(auditor, group('administration'), built);
    expect('coming' in logs && logs.coming.map((e) => e.label)).toEqual(['Logs']);
  });

  it('lists a hidden group’s pages (Tools), since the menu shows none of them', () => {
    const tools = landingOf(admin, group('tools'), built);
    expect('coming' in tools && tools.coming.map((e) => e.label)).toEqual([
      'UTM builder',
      'Analytics',
      'Sales leaderboard',
    ]);
  });
});
