import { hasAnyPermission, type TPermissionHolder } from '@crm/contracts/access';
import type { TPermission } from '@crm/contracts/permissions';

/**
 * Where an effective permission comes from: granted to the user (`direct`), through their role
 * (`role`), both, or only through the admin role's rule (everything but the explicit Internals).
 */
export type TPermissionSource = 'direct' | 'role' | 'both' | 'admin';

export type TCatalogueEntry = { value: string; label: string; description: string; group: string };
export type TEffectivePermission = TCatalogueEntry & { source: TPermissionSource };
export type TPermissionGroup = { group: string; permissions: TEffectivePermission[] };

export const SOURCE_LABELS: Readonly<Record<TPermissionSource, string>> = {
  direct: 'Direct',
  role: 'Role',
  both: 'Direct and role',
  admin: 'Admin role',
};

/** The source of one permission for this holder, or null when they do not hold it. */
export function sourceOf(holder: TPermissionHolder, value: string): TPermissionSource | null {
  const direct = holder.permissions.includes(value);
  const role = holder.role?.permissions.includes(value) ?? false;
  if (direct && role) return 'both';
  if (direct) return 'direct';
  if (role) return 'role';
  return hasAnyPermission(holder, [value as TPermission]) ? 'admin' : null;
}

/**
 * The holder's effective permissions (own ∪ role, with the admin rule) in the catalogue's order,
 * grouped by the catalogue's groups; groups with nothing held are left out.
 */
export function effectivePermissionGroups(
  holder: TPermissionHolder,
  catalogue: readonly TCatalogueEntry[],
): TPermissionGroup[] {
  const groups = new Map<string, TEffectivePermission[]>();
  for (const entry of catalogue) {
    const source = sourceOf(holder, entry.value);
    if (!source) continue;
    const list = groups.get(entry.group) ?? [];
    list.push({ ...entry, source });
    groups.set(entry.group, list);
  }
  return [...groups].map(([group, permissions]) => ({ group, permissions }));
}

/** What the catalogue's group keys read as for staff; an unknown key reads as words. */
const GROUP_LABELS: Readonly<Record<string, string>> = {
  users: 'Clients',
  accounts: 'Accounts',
  documents: 'Documents',
  utils: 'Utilities',
  requests: 'Requests',
  transactions: 'Transactions',
  notes: 'Notes',
  financial_notes: 'Financial notes',
  ribbons: 'Ribbons',
  user_segments: 'Segments',
  trades: 'Trades',
  crm_users: 'Staff users',
  administration: 'Administration',
  roles: 'Roles',
  demographics: 'Demographics',
  scheduled_functions: 'Scheduled functions',
  reports: 'Reports',
  internal: 'Internals',
};

export const groupLabel = (group: string): string => {
  const known = GROUP_LABELS[group];
  if (known) return known;
  const words = group.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
