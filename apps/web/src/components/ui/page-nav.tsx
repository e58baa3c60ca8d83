import { isEntryEnabled, type TMenuEntry } from '@crm/contracts/menu';
import { NavLink } from 'react-router';
import { useCurrentUser } from '../../features/auth/use-current-user.ts';
import { useMenuLabel } from '../../features/layout/menu-label.ts';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import './page-nav.css';

/**
 * Tabs between pages that belong together but are not all in the menu (the hidden tools, the
 * permissions and their approval policies): each a route-table entry, shown only when the user may
 * open it by that entry's own permissions, and only when there are two to choose between. Each tab
 * is named as the menu names its page, in the console's language (`menu.<entry key>`).
 */
export function PageNav({ entries, label }: { entries: readonly TMenuEntry[]; label: string }) {
  const { data } = useCurrentUser();
  const labelOf = useMenuLabel();
  if (!isSignedIn(data)) return null;
  const open = entries.filter((e) => isEntryEnabled(data, e));
  if (open.length < 2) return null;
  return (
    <nav className="page-nav" aria-label={label}>
      {open.map((e) => (
        <NavLink key={e.key} to={e.path} end className="page-nav-link">
          {labelOf(e)}
        </NavLink>
      ))}
    </nav>
  );
}
