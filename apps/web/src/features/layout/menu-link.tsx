import type { TVisibleMenuEntry } from '@crm/contracts/menu';
import { NavLink } from 'react-router';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { MenuBadge } from './menu-badge.tsx';
import { MenuIcon } from './menu-icon.tsx';
import { useMenuLabel } from './menu-label.ts';

/**
 * A page of the menu. In the 40 px rail only its icon shows: the label stays in the link for screen
 * readers (visually hidden) and appears as a tooltip beside the rail on hover and focus.
 */
export function MenuLink({ item, count, collapsed }: { item: TVisibleMenuEntry; count: number; collapsed: boolean }) {
  const label = useMenuLabel()(item);
  const link = (
    <NavLink to={item.path} end className="menu-link">
      <MenuIcon entryKey={item.key} />
      <span className="menu-label">{label}</span>
      <MenuBadge count={count} />
    </NavLink>
  );
  return (
    <li>
      {collapsed ? (
        <Tooltip text={label} side="right" block>
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </li>
  );
}
