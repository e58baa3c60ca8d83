import type { TCurrentUser } from '@crm/contracts';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { ClientSearch } from '../search/client-search.tsx';
import { BottomTabs } from './bottom-tabs.tsx';
import { Hint } from './hint.tsx';
import { ProfileBlock } from './profile-block.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';

/** The width transition of .shell (layout.css): --duration-base in styles/tokens.css. */
const SLIDE_MS = 250;

/** Spec point 2: 260 px open, 40 px collapsed, sliding between the two. */
export function Sidebar({ user, open, onToggle }: { user: TCurrentUser; open: boolean; onToggle: () => void }) {
  // Spec point 4: closing slides the full sidebar out, then the collapsed rail shows.
  const [rail, setRail] = useState(!open);
  useEffect(() => {
    if (open) return setRail(false);
    const timer = setTimeout(() => setRail(true), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [open]);
  const showFull = !rail;
  const t = useT();
  const toggle = open ? t('shell.collapseSidebar') : t('shell.expandSidebar');
  return (
    <aside className={showFull ? 'sidebar open' : 'sidebar collapsed'} aria-label={t('shell.sidebar')}>
      <Hint text={toggle} rail={!showFull}>
        <button
          type="button"
          className="icon-button sidebar-toggle"
          aria-label={toggle}
          aria-expanded={open}
          onClick={onToggle}
        >
          {open ? <PanelLeftClose size={18} /> : <PanelLeftOpen size={18} />}
        </button>
      </Hint>
      <div className="sidebar-content">
        {showFull && <ClientSearch />}
        <SidebarMenu user={user} collapsed={!showFull} onExpand={onToggle} />
        {showFull && <ProfileBlock user={user} />}
      </div>
      <BottomTabs user={user} collapsed={!showFull} onExpand={onToggle} />
    </aside>
  );
}
