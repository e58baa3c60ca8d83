import { hasAnyPermission, type TRequestType } from '@crm/contracts';

// The permission tables are part of the contract (the endpoints declare them); read them from there.
export { ACT_PERMISSION, ANY_ACT_PERMISSION, STATUS_PERMISSION, VIEW_PERMISSIONS } from '@crm/contracts';

import type { StaffRecord } from '../staff/staff-record.ts';

/**
 * The request types a caller may see: all with `view_requests`; the pending-withdrawals and
 * pending-deposits pages' permissions each open their own type only.
 */
export function visibleRequestTypes(staff: StaffRecord): TRequestType[] | 'all' {
  if (hasAnyPermission(staff, ['requests.view_requests'])) return 'all';
  const types: TRequestType[] = [];
  if (hasAnyPermission(staff, ['requests.view_pending_withdrawals'])) types.push('withdrawFromAccount');
  if (hasAnyPermission(staff, ['requests.view_pending_deposits'])) types.push('depositCryptoToAccount');
  return types;
}
