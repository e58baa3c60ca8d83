import type { TPermissionHolder } from '@crm/contracts/access';
import { isEntryEnabled, type TMenuEntry } from '@crm/contracts/menu';

/** Where a group's own path takes a user: to one of its pages, or a list of the pages still coming. */
export type TLanding = { to: string } | { coming: TMenuEntry[] };

/**
 * A group's path (`/finances`) opens the first of its pages the user may see in the menu that the
 * console already has (route-table order, menu rule of spec point 5). When none of those is built,
 * the group says which of them are coming: the menu's pages, or, for a group the menu never shows
 * (Tools), the pages its route table holds for this user.
 */
export function landingOf(holder: TPermissionHolder, group: TMenuEntry, built: ReadonlySet<string>): TLanding {
  const mayOpen = (group.children ?? []).filter((child) => isEntryEnabled(holder, child));
  const inMenu = mayOpen.filter((child) => !child.hidden);
  // A group the menu never shows (Tools) opens the first of its pages the user may open.
  const first = (inMenu.length > 0 ? inMenu : mayOpen).find((child) => built.has(child.path));
  if (first) return { to: first.path };
  return { coming: inMenu.length > 0 ? inMenu : mayOpen };
}
