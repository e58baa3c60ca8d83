import type { TCurrentUser } from '@crm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, LogOut, type LucideIcon, Palette, Settings } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDismiss } from '../../components/ui/use-dismiss.ts';
import { signOut } from '../../lib/auth/session.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { NotificationsPanel } from '../panels/notifications-panel.tsx';
import { SettingsPanel } from '../panels/settings-panel.tsx';
import { ThemePanel } from '../panels/theme-panel.tsx';
import { Hint } from './hint.tsx';

type Tab = 'none' | 'notifications' | 'settings' | 'theme';
/** Spec point 9: panel open heights. */
const HEIGHTS: Record<Exclude<Tab, 'none'>, number> = { notifications: 300, settings: 200, theme: 200 };
const LABELS = {
  notifications: 'shell.notifications',
  settings: 'shell.settings',
  theme: 'shell.theme',
} as const satisfies Record<Exclude<Tab, 'none'>, string>;
const ICONS: Record<Exclude<Tab, 'none'>, LucideIcon> = { notifications: Bell, settings: Settings, theme: Palette };

/** Spec point 4: clicking the active tab closes it; clicking outside closes it. */
export function BottomTabs({
  user,
  collapsed,
  onExpand,
}: {
  user: TCurrentUser;
  collapsed: boolean;
  onExpand: () => void;
}) {
  const [tab, setTab] = useState<Tab>('none');
  const ref = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();

  const close = useCallback(() => setTab('none'), []);
  useDismiss(ref, tab !== 'none', close);

  async function logout() {
    await signOut().catch(() => undefined);
    queryClient.clear();
    void navigate('/login');
  }

  return (
    <div ref={ref} className="bottom-tabs">
      {tab !== 'none' && (
        <section className="bottom-panel" style={{ height: HEIGHTS[tab] }} aria-label={t(LABELS[tab])}>
          {tab === 'notifications' && <NotificationsPanel />}
          {tab === 'settings' && <SettingsPanel user={user} onDone={() => setTab('none')} />}
          {tab === 'theme' && <ThemePanel />}
        </section>
      )}
      <div className={collapsed ? 'bottom-buttons vertical' : 'bottom-buttons'}>
        {(['notifications', 'settings', 'theme'] as const).map((name) => {
          const Glyph = ICONS[name];
          return (
            <Hint key={name} text={t(LABELS[name])} rail={collapsed}>
              <button
                type="button"
                className="icon-button"
                aria-label={t(LABELS[name])}
                aria-pressed={tab === name}
                onClick={() => {
                  // A 40 px rail cannot hold a panel: opening one opens the sidebar.
                  if (collapsed) onExpand();
                  setTab(tab === name ? 'none' : name);
                }}
              >
                <Glyph size={18} />
              </button>
            </Hint>
          );
        })}
        <Hint text={t('shell.logOut')} rail={collapsed}>
          <button type="button" className="icon-button" aria-label={t('shell.logOut')} onClick={() => void logout()}>
            <LogOut size={18} />
          </button>
        </Hint>
      </div>
    </div>
  );
}
