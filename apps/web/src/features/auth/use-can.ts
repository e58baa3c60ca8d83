import { hasAnyPermission } from '@crm/contracts/access';
import type { TPermission } from '@crm/contracts/permissions';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { useCurrentUser } from './use-current-user.ts';

/**
 * Whether the signed-in user holds any of the permissions, by the same rule the server applies.
 * Only for showing controls: the server decides, and refuses anything not allowed.
 */
export function useCan(): (...permissions: TPermission[]) => boolean {
  const { data } = useCurrentUser();
  return (...permissions) => isSignedIn(data) && hasAnyPermission(data, permissions);
}
