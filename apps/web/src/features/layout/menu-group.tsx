import type { TVisibleMenuEntry } from '@crm/contracts/menu';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { MenuBadge } from './menu-badge.tsx';
import { MenuIcon } from './menu-icon.tsx';
import { useMenuLabel } from './menu-label.ts';
import { MenuLink } from './menu-link.tsx';

/** A group of pages. In the 40 px rail it cannot show its children, so choosing it opens the sidebar. */
export function MenuGroup({
  item,
  collapsed,
  onExpand,
  counts,
}: {
  item: TVisibleMenuEntry;
  collapsed: boolean;
  onExpand: () => void;
  counts: Map<string, number>;
}) {
  const total = (item.children ?? []).reduce((n, c) => n + (counts.get(c.path) ?? 0), 0);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(pathname.startsWith(item.path));
  const id = `menu-${item.key}`;
  const label = useMenuLabel()(item);
  const Caret = open ? ChevronDown : ChevronRight;
  const button = (
    <button
      type="button"
      className="menu-link menu-group"
      aria-expanded={open && !collapsed}
      aria-controls={open && !collapsed ? id : undefined}
      onClick={() => {
        if (collapsed) {
          onExpand();
          setOpen(true);
        } else setOpen(!open);
      }}
    >
      <MenuIcon entryKey={item.key} />
      <span className="menu-label">{label}</span>
      <MenuBadge count={total} />
      <Caret className="menu-caret" size={16} aria-hidden="true" />
    </button>
  );
  return (
    <li>
      {collapsed ? (
        <Tooltip text={label} side="right" block>
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {open && !collapsed && (
        <ul id={id} className="menu-children">
          {item.children?.map((child) => (
            <MenuLink key={child.key} item={child} count={counts.get(child.path) ?? 0} collapsed={false} />
          ))}
        </ul>
      )}
    </li>
  );
}
