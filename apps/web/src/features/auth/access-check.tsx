import { canOpenPath } from '@crm/contracts/menu';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingOverlay } from '../../components/ui/loading-overlay.tsx';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { endSession } from '../../lib/auth/session.ts';
import { useCurrentUser } from './use-current-user.ts';

/**
 * Spec point 4, once user data has loaded: no user → session ended, /login with a redirect back;
 * page not allowed → / with error=401; anything unexpected → / with error=500.
 */
export function AccessCheck({ children }: { children: ReactNode }) {
  const { data, isPending } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const allowed = isSignedIn(data) && canOpenPath(data, location.pathname);

  useEffect(() => {
    if (isPending) return;
    try {
      if (!isSignedIn(data)) {
        endSession();
        const back = `${location.pathname}${location.search}`;
        void navigate(`/login?redirect=${encodeURIComponent(back)}`, { replace: true });
      } else if (!canOpenPath(data, location.pathname)) {
        void navigate('/?error=401', { replace: true });
      }
    } catch {
      void navigate('/?error=500', { replace: true });
    }
  }, [data, isPending, location.pathname, location.search, navigate]);

  if (isPending) return <LoadingOverlay />;
  return allowed ? children : null;
}
