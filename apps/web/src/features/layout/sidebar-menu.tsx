import { type TCurrentUser, type TVisibleMenuEntry, visibleMenu } from '@crm/contracts';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';

/** The menu built from the route table with the menu rule (spec points 5 and 6). */
export function SidebarMenu({ user, collapsed }: { user: TCurrentUser; collapsed: boolean }) {
  const menu = visibleMenu(user);
  return (
    <nav aria-label="Main" className="menu">
      <ul>
        {menu.map((item) =>
          item.children ? (
            <MenuGroup key={item.key} item={item} collapsed={collapsed} />
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

function MenuGroup({ item, collapsed }: { item: TVisibleMenuEntry; collapsed: boolean }) {
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
        onClick={() => setOpen(!open)}
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
