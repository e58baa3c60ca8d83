import type { TCurrentUser } from '@crm/contracts';
import { type TVisibleMenuEntry, visibleMenu } from '@crm/contracts/menu';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';

/**
 * The menu built from the route table with the menu rule (spec points 5 and 6). In the 40 px rail a
 * group cannot show its children, so choosing one opens the sidebar.
 */
export function SidebarMenu({
  user,
  collapsed,
  onExpand,
}: {
  user: TCurrentUser;
  collapsed: boolean;
  onExpand: () => void;
}) {
  const menu = visibleMenu(user);
  return (
    <nav aria-label="Main" className="menu">
      <ul>
        {menu.map((item) =>
          item.children ? (
            <MenuGroup key={item.key} item={item} collapsed={collapsed} onExpand={onExpand} />
          ) : (
            <MenuLink key={item.key} item={item} />
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuLink({ item }: { item: TVisibleMenuEntry }) {
  return (
    <li>
      <NavLink to={item.path} end className="menu-link" title={item.label}>
        <span className="menu-initial" aria-hidden="true">
          {item.label[0]}
        </span>
        <span className="menu-label">{item.label}</span>
      </NavLink>
    </li>
  );
}

function MenuGroup({
  item,
  collapsed,
  onExpand,
}: {
  item: TVisibleMenuEntry;
  collapsed: boolean;
  onExpand: () => void;
}) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(pathname.startsWith(item.path));
  const id = `menu-${item.key}`;
  return (
    <li>
      <button
        type="button"
        className="menu-link menu-group"
        aria-expanded={open}
        aria-controls={id}
        title={item.label}
        onClick={() => {
          if (collapsed) {
            onExpand();
            setOpen(true);
          } else setOpen(!open);
        }}
      >
        <span className="menu-initial" aria-hidden="true">
          {item.label[0]}
        </span>
        <span className="menu-label">{item.label}</span>
        <span className="menu-caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
      </button>
      {open && !collapsed && (
        <ul id={id} className="menu-children">
          {item.children?.map((child) => (
            <MenuLink key={child.key} item={child} />
          ))}
        </ul>
      )}
    </li>
  );
}
