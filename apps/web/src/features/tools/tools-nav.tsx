import { isEntryEnabled, MENU } from '@crm/contracts/menu';
import { NavLink } from 'react-router';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import './tools.css';

const TOOLS = MENU.find((e) => e.path === '/tools')?.children ?? [];

/**
 * The tools are hidden in the menu (spec point 2), so each tool page links to the others the user
 * may open, by the route table's own permissions.
 */
export function ToolsNav() {
  const { data } = useCurrentUser();
  if (!isSignedIn(data)) return null;
  const tools = TOOLS.filter((t) => isEntryEnabled(data, t));
  if (tools.length < 2) return null;
  return (
    <nav className="tools-nav" aria-label="Tools">
      {tools.map((t) => (
        <NavLink key={t.key} to={t.path} className="tools-nav-link">
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
