import { enPermissions } from '@crm/contracts/locales/en/permissions';
import { MENU } from '@crm/contracts/menu';
import { PageNav } from '../../components/ui/page-nav.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

const ADMINISTRATION = MENU.find((e) => e.path === '/administration')?.children ?? [];
const PAGES = ADMINISTRATION.filter((e) => e.path.startsWith('/administration/permissions'));

/** Roles and the matrix, and the approval policies: who may do what, and who must approve it. */
export function PermissionsNav() {
  const t = useT(enPermissions);
  return <PageNav entries={PAGES} label={t('permissions.nav')} />;
}
