import type { TPermissionHolder } from '@crm/contracts/access';
import { visibleMenu } from '@crm/contracts/menu';
import { countsByPath, useQueueCounts } from '../queues/use-queues.ts';
import { MenuGroup } from './menu-group.tsx';
import { MenuLink } from './menu-link.tsx';

/**
 * The menu built from the route table with the menu rule (spec points 5 and 6), each entry with its
 * icon; in the 40 px rail the icons alone, each with its label as a tooltip.
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
            <MenuLink key={item.key} item={item} count={counts.get(item.path) ?? 0} collapsed={collapsed} />
          ),
        )}
      </ul>
    </nav>
  );
}
