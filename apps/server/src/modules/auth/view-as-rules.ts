import { ADMIN_ROLE } from '@crm/contracts';
import type { Executor } from '../../db/client.ts';
import { isWithinRightsOf } from '../staff/staff-guards.ts';
import { findStaffRecord, type StaffRecord } from '../staff/staff-record.ts';

/**
 * Why a view-as may not go on, or null when it may: the real user must still be an active admin,
 * working in the brand, and the viewed user must still have no rights or scope beyond theirs.
 * Checked when it starts, on every call and on every refresh, since either user can change.
 */
export function viewAsRefusal(actor: StaffRecord | null, viewed: StaffRecord, brand: string): string | null {
  if (!actor?.active || actor.deletedAt) return 'The viewing user is no longer active';
  if (actor.role?.name !== ADMIN_ROLE) return 'Only the admin role may view as another user';
  if (actor.id === viewed.id) return 'You cannot view as yourself';
  if (!actor.brands.includes(brand)) return `The viewing user does not work in brand ${brand}`;
  if (!isWithinRightsOf(actor, viewed)) return 'This staff user has rights you do not hold';
  return null;
}

export async function viewAsRefusalFor(db: Executor, actorId: string, viewed: StaffRecord, brand: string) {
  return viewAsRefusal(await findStaffRecord(db, actorId), viewed, brand);
}
