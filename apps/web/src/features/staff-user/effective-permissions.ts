import { hasAnyPermission, type TPermissionHolder } from '@crm/contracts/access';
import type { TPermission } from '@crm/contracts/permissions';

/**
 * Where an effective permission comes from: granted to the user (`direct`), through their role
 * (`role`), both, or only through the admin role's rule (everything but the explicit Internals).
 */
export const PERMISSION_SOURCES = ['direct', 'role', 'both', 'admin'] as const;
export type TPermissionSource = (typeof PERMISSION_SOURCES)[number];

export type TCatalogueEntry = { value: string; label: string; description: string; group: string };
export type TEffectivePermission = TCatalogueEntry & { source: TPermissionSource };
export type TPermissionGroup = { group: string; permissions: TEffectivePermission[] };

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

export { groupLabel } from '../../lib/format/permission-group.ts';
