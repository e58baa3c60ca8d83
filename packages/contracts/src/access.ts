import { needsExplicitPermission } from './explicit-permission.ts';
import type { TPermission } from './permissions.ts';

export const ADMIN_ROLE = 'admin';

/** Whoever is being checked: their own permissions and their role's. */
export type TPermissionHolder = {
  permissions: readonly string[];
  role: { name: string; permissions: readonly string[] } | null;
};

const holds = (holder: TPermissionHolder, permission: TPermission): boolean =>
  holder.permissions.includes(permission) || (holder.role?.permissions.includes(permission) ?? false);

/**
 * The access rule of spec points 5 and 6, shared by the server (route guards) and the console
 * (menu): any one of `required` held by the user or the role passes; the admin role passes every
 * permission that does not need explicit grant. An empty list needs nothing.
 */
export function hasAnyPermission(holder: TPermissionHolder, required: readonly TPermission[]): boolean {
  if (required.length === 0) return true;
  const isAdmin = holder.role?.name === ADMIN_ROLE;
  return required.some((p) => holds(holder, p) || (isAdmin && !needsExplicitPermission(p)));
}

/** Every permission the holder effectively has; used to stop anyone granting more than they hold. */
export function effectivePermissions(holder: TPermissionHolder, catalogue: readonly TPermission[]): Set<TPermission> {
  return new Set(catalogue.filter((p) => hasAnyPermission(holder, [p])));
}
