import type { TCurrentUser } from '@crm/contracts';
import { Icon } from '../../components/ui/icons.tsx';
import { ClientSearch } from '../search/client-search.tsx';
import { BottomTabs } from './bottom-tabs.tsx';
import { ProfileBlock } from './profile-block.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';

/** Spec point 2: 260 px open, 40 px collapsed, sliding between the two. */
export function Sidebar({ user, open, onToggle }: { user: TCurrentUser; open: boolean; onToggle: () => void }) {
  return (
    <aside className={open ? 'sidebar open' : 'sidebar collapsed'} aria-label="Sidebar">
      <button
        type="button"
        className="icon-button sidebar-toggle"
        aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
        aria-expanded={open}
        onClick={onToggle}
      >
        <Icon name={open ? 'chevronLeft' : 'chevronRight'} />
      </button>
      <div className="sidebar-content">
        {open && <ClientSearch />}
        <SidebarMenu user={user} collapsed={!open} onExpand={onToggle} />
        {open && <ProfileBlock user={user} />}
      </div>
      <BottomTabs user={user} collapsed={!open} />
    </aside>
  );
}
