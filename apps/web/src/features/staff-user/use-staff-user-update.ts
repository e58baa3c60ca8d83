import type { TStaffUser } from '@crm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { authKeys } from '../auth/auth-keys.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { staffKeys } from '../staff/staff-keys.ts';
import { staffUserKeys } from './staff-user-keys.ts';

/**
 * What every change on the page does with the server's reply: the page shows the user as stored,
 * the staff lists and the user's activity are read again, and when the user is the one signed in,
 * so is the current user (their menu follows their permissions).
 */
export function useStaffUserUpdate(): (saved: TStaffUser) => void {
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  return (saved) => {
    queryClient.setQueryData(staffUserKeys.detail(saved._id), saved);
    void queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: staffUserKeys.activity(saved._id) });
    if (isSignedIn(me) && me._id === saved._id)
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
  };
}
