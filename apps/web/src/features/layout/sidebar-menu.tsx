import type { TPermissionHolder } from '@crm/contracts/access';
import { type TVisibleMenuEntry, visibleMenu } from '@crm/contracts/menu';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { countsByPath, useQueueCounts } from '../queues/use-queues.ts';

/**
 * The menu built from the route table with the menu rule (spec points 5 and 6). In the 40 px rail a
 * group cannot show its children, so choosing one opens the sidebar.
 */
export function SidebarMenu({
  user,
  collapsed,
  onExpand,
}: {
  user: TPermissionHolder;
  collapsed: boolean;
  onExpand: () => void;
}) {
  const menu = visibleMenu(user);
  const counts = countsByPath(useQueueCounts().data);
  return (
    <nav aria-label="Main" className="menu">
      <ul>
        {menu.map((item) =>
          item.children ? (
            <MenuGroup key={item.key} item={item} collapsed={collapsed} onExpand={onExpand} counts={counts} />
          ) : (
            <MenuLink key={item.key} item={item} count={counts.get(item.path) ?? 0} />
          ),
        )}
      </ul>
    </nav>
  );
}

/** A pending-queue count, read out as "N pending". */
function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="badge">
      <span aria-hidden="true">{count > 999 ? '999+' : count}</span>
      <span className="visually-hidden">, {count} pending</span>
    </span>
  );
}

function MenuLink({ item, count }: { item: TVisibleMenuEntry; count: number }) {
  return (
    <li>
      <NavLink to={item.path} end className="menu-link" title={item.label}>
        <span className="menu-initial" aria-hidden="true">
          {item.label[0]}
        </span>
        <span className="menu-label">{item.label}</span>
        <Badge count={count} />
      </NavLink>
    </li>
  );
}

function MenuGroup({
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
  return (
    <li>
      <button
        type="button"
        className="menu-link menu-group"
        aria-expanded={open && !collapsed}
        aria-controls={open && !collapsed ? id : undefined}
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
        <Badge count={total} />
        <span className="menu-caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
      </button>
      {open && !collapsed && (
        <ul id={id} className="menu-children">
          {item.children?.map((child) => (
            <MenuLink key={child.key} item={child} count={counts.get(child.path) ?? 0} />
          ))}
        </ul>
      )}
    </li>
  );
}
