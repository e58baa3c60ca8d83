import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { exitViewAs, viewAsMarker } from '../../lib/auth/session.ts';

/** Spec point 4: the marker is checked every 5 seconds. */
export const VIEW_AS_CHECK_MS = 5000;

/** "Viewing CRM as …" with Exit View, which returns to the original user at `/`. */
export function ViewAsBanner() {
  const [viewed, setViewed] = useState(viewAsMarker);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setInterval(() => setViewed(viewAsMarker()), VIEW_AS_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  if (!viewed) return null;

  async function exit() {
    await exitViewAs();
    queryClient.clear();
    setViewed(null);
    void navigate('/', { replace: true });
  }

  return (
    <div className="view-as-banner" role="status">
      <span>Viewing CRM as {viewed}</span>
      <button type="button" className="button" onClick={() => void exit()}>
        Exit View
      </button>
    </div>
  );
}
