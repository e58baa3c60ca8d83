import type { TCurrentUser } from '@crm/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/auth-keys.ts';
import { CURRENT_USER_KEY } from '../lib/auth/current-user.ts';

/** Told to the view-as banner so it updates at once, not only on its 5-second check. */
export const VIEW_AS_EVENT = 'view-as-changed';

/**
 * After sign-in, a brand switch or view-as: cached data of the previous identity or brand goes,
 * and the current user is replaced in place. The current-user query itself is never removed:
 * mounted components would stay attached to the removed copy and keep showing the old user.
 */
export async function afterIdentityChange(queryClient: QueryClient, user?: TCurrentUser): Promise<void> {
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] !== authKeys.brands()[0] && q.queryKey[0] !== CURRENT_USER_KEY[0],
  });
  if (user) queryClient.setQueryData(CURRENT_USER_KEY, user);
  else await queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
  window.dispatchEvent(new Event(VIEW_AS_EVENT));
}
