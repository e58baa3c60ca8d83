import { enTools } from '@crm/contracts/locales/en/tools';
import { MENU } from '@crm/contracts/menu';
import { useMemo } from 'react';
import { PageNav } from '../../components/ui/page-nav.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { menuKeyOf } from '../layout/menu-keys.ts';
import './tools.css';

const TOOLS = MENU.find((e) => e.path === '/tools')?.children ?? [];

/** The tools are hidden in the menu (spec point 2), so each tool page links to the others the user may open. */
export function ToolsNav() {
  const t = useT(enTools);
  // Each tab named as the menu names its page, in the user's language.
  const entries = useMemo(() => TOOLS.map((e) => ({ ...e, label: t(menuKeyOf(e.key)) })), [t]);
  return <PageNav entries={entries} label={t('menu.tools')} />;
}
