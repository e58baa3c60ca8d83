import { MENU } from '@crm/contracts/menu';
import { PageNav } from '../../components/ui/page-nav.tsx';
import './tools.css';

const TOOLS = MENU.find((e) => e.path === '/tools')?.children ?? [];

/** The tools are hidden in the menu (spec point 2), so each tool page links to the others the user may open. */
export function ToolsNav() {
  return <PageNav entries={TOOLS} label="Tools" />;
}
