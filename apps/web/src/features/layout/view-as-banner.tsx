import { useEffect, useState } from 'react';
import { VIEW_AS_EVENT } from '../../app/identity-change.ts';
import { exitViewAs, viewAsMarker } from '../../lib/auth/session.ts';

/** Spec point 4: the marker is checked every 5 seconds. */
export const VIEW_AS_CHECK_MS = 5000;

/** "Viewing CRM as …" with Exit View, which returns to the original user at `/`. */
export function ViewAsBanner() {
  const [viewed, setViewed] = useState(viewAsMarker);

  useEffect(() => {
    const check = () => setViewed(viewAsMarker());
    const timer = setInterval(check, VIEW_AS_CHECK_MS);
    window.addEventListener(VIEW_AS_EVENT, check);
    return () => {
      clearInterval(timer);
      window.removeEventListener(VIEW_AS_EVENT, check);
    };
  }, []);

  if (!viewed) return null;

  async function exit() {
    await exitViewAs();
    // A full load of `/`: cached data of the viewed user goes, and the first call refreshes with
    // the original refresh token, bringing the real user back.
    window.location.assign('/');
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
