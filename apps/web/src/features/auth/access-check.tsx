import { canOpenPath } from '@crm/contracts/menu';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingOverlay } from '../../components/ui/loading-overlay.tsx';
import { CURRENT_USER_KEY, isSignedIn, type TMaybeUser } from '../../lib/auth/current-user.ts';
import { endSession, exitViewAs, viewAsMarker } from '../../lib/auth/session.ts';
import { SESSION_ENDED_EVENT } from '../../lib/auth/session-ended.ts';
import { useCurrentUser } from './use-current-user.ts';

/**
 * Spec point 4, once user data has loaded: no user → session ended, /login with a redirect back;
 * page not allowed → / with error=401; anything unexpected → / with error=500.
 */
export function AccessCheck({ children }: { children: ReactNode }) {
  const { data, isPending } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const verdict = judge(data, location.pathname);
  const queryClient = useQueryClient();

  // Any call that finds the session over (disabled, deleted, signed out elsewhere) signs this tab
  // out now: no user is the "signed out" verdict below.
  useEffect(() => {
    const signedOut = () => queryClient.setQueryData(CURRENT_USER_KEY, {});
    window.addEventListener(SESSION_ENDED_EVENT, signedOut);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, signedOut);
  }, [queryClient]);

  useEffect(() => {
    if (isPending) return;
    if (verdict === 'signedOut') {
      // A view-as session that ended returns the admin to their own session instead.
      if (viewAsMarker()) {
        exitViewAs().then(
          () => window.location.assign('/'),
          () => {
            endSession();
            window.location.assign('/login');
          },
        );
        return;
      }
      endSession();
      const back = `${location.pathname}${location.search}`;
      void navigate(`/login?redirect=${encodeURIComponent(back)}`, { replace: true });
    } else if (verdict === 'forbidden') {
      void navigate('/?error=401', { replace: true });
    } else if (verdict === 'failed') {
      void navigate('/?error=500', { replace: true });
    }
  }, [verdict, isPending, location.pathname, location.search, navigate]);

  if (isPending) return <LoadingOverlay />;
  return verdict === 'allowed' ? children : null;
}

/** The access decision; an unexpected failure is a verdict of its own, not a crash. */
function judge(data: TMaybeUser | undefined, pathname: string): 'allowed' | 'signedOut' | 'forbidden' | 'failed' {
  try {
    if (!isSignedIn(data)) return 'signedOut';
    return canOpenPath(data, pathname) ? 'allowed' : 'forbidden';
  } catch {
    return 'failed';
  }
}
