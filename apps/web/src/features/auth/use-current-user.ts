import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { CURRENT_USER_KEY, CURRENT_USER_STALE_MS, fetchCurrentUser } from '../../lib/auth/current-user.ts';

/** Spec point 7: skipped on /login; stale after 60 s; retries as spec point 8 says (inside the fetch). */
export function useCurrentUser() {
  const { pathname } = useLocation();
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => fetchCurrentUser(),
    enabled: pathname !== '/login',
    staleTime: CURRENT_USER_STALE_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
