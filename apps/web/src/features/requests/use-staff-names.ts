import { enRequests } from '@crm/contracts/locales/en/requests';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { staffKeys } from '../staff/staff-keys.ts';

/**
 * Names for the staff ids a request carries (raised, approved, processed by). Requests answer ids
 * only, and the staff list needs `crm_users.get_crm_users`: without it, "you" or "another staff
 * member" is all the console can say.
 */
export function useStaffName(): (id: string | null) => string | null {
  const t = useT(enRequests);
  const can = useCan();
  const { data: me } = useCurrentUser();
  const { data } = useQuery({
    queryKey: staffKeys.names(),
    queryFn: () => call('listStaff', { query: { page: 1, limit: 1000 } }),
    enabled: can('crm_users.get_crm_users'),
    staleTime: 5 * 60_000,
  });
  return (id) => {
    if (!id) return null;
    if (isSignedIn(me) && me._id === id) return t('requests.you');
    const staff = data?.docs.find((s) => s._id === id);
    return staff ? `${staff.first_name} ${staff.last_name}` : t('requests.anotherStaff');
  };
}
