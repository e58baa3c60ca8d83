import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { VIEW_AS_EVENT } from '../../app/identity-change.ts';
import { endSession, exitViewAs, viewAsMarker } from '../../lib/auth/session.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** Spec point 4: the marker is checked every 5 seconds. */
export const VIEW_AS_CHECK_MS = 5000;

/** "Viewing CRM as …" with Exit View, which returns to the original user at `/`. */
export function ViewAsBanner() {
  const [viewed, setViewed] = useState(viewAsMarker);
  const t = useT();

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
    try {
      await exitViewAs();
      // A full load of `/`: cached data of the viewed user goes; the real user comes back.
      window.location.assign('/');
    } catch {
      // The original session is over too: nothing of the viewed user may stay on screen.
      endSession();
      window.location.assign('/login');
    }
  }

  return (
    <div className="view-as-banner" role="status">
      <span>{t('shell.viewingAs', { name: viewed })}</span>
      <button type="button" className="button with-icon" onClick={() => void exit()}>
        <LogOut size={16} aria-hidden="true" />
        {t('shell.exitView')}
      </button>
    </div>
  );
}
