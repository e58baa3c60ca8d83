import { effectivePermissions, PERMISSION_VALUES, type TPermissionHolder } from '@crm/contracts';
import { AppError } from '../../http/app-error.ts';
import type { StaffRecord } from './staff-record.ts';

const effective = (holder: TPermissionHolder) => effectivePermissions(holder, PERMISSION_VALUES);

/** Permissions in `wanted` the caller does not effectively hold. */
export function permissionsBeyond(caller: TPermissionHolder, wanted: readonly string[]): string[] {
  const mine = effective(caller);
  return wanted.filter((p) => !mine.has(p as (typeof PERMISSION_VALUES)[number]));
}

/**
 * True when `target` can do or see nothing that `caller` cannot: every effective permission, every
 * brand, and no wider country scope. View-as and staff administration both stop at this line.
 */
export function isWithinRightsOf(caller: StaffRecord, target: TPermissionHolder & Partial<StaffRecord>): boolean {
  if (permissionsBeyond(caller, [...effective(target)]).length > 0) return false;
  if (target.brands && !target.brands.every((b) => caller.brands.includes(b))) return false;
  if (caller.enableCountryWhitelist) {
    if (!target.enableCountryWhitelist) return false;
    if (!(target.whitelistCountries ?? []).every((c) => caller.whitelistCountries.includes(c))) return false;
  }
  return true;
}

/** Nobody grants what they do not hold. */
export function assertCanGrant(caller: StaffRecord, wanted: readonly string[]): void {
  const beyond = permissionsBeyond(caller, wanted);
  if (beyond.length > 0) {
    throw new AppError('privilegeEscalation', `You cannot grant permissions you do not hold: ${beyond.join(', ')}`);
  }
}

/** Nobody manages a staff user who can do more than they can. */
export function assertCanManage(caller: StaffRecord, target: StaffRecord): void {
  if (!isWithinRightsOf(caller, target)) {
    throw new AppError('privilegeEscalation', 'This staff user has rights you do not hold');
  }
}

/** Assigning a role gives its effective rights: the caller must hold all of them. */
export function assertCanAssignRole(caller: StaffRecord, role: { name: string; permissions: string[] }): void {
  const beyond = permissionsBeyond(caller, [...effective({ permissions: [], role })]);
  if (beyond.length > 0) {
    throw new AppError('privilegeEscalation', `Role ${role.name} has rights you do not hold: ${beyond.join(', ')}`);
  }
}
