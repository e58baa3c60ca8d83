import { enTools } from '@crm/contracts/locales/en/tools';
import { MENU } from '@crm/contracts/menu';
import { PageNav } from '../../components/ui/page-nav.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import './tools.css';

const TOOLS = MENU.find((e) => e.path === '/tools')?.children ?? [];

/** The tools are hidden in the menu (spec point 2), so each tool page links to the others the user may open. */
export function ToolsNav() {
  const t = useT(enTools);
  return <PageNav entries={TOOLS} label={t('menu.tools')} />;
}
