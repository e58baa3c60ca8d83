import { enPermissions } from '@crm/contracts/locales/en/permissions';
import { MENU } from '@crm/contracts/menu';
import { PageNav } from '../../components/ui/page-nav.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { menuKeyOf } from '../layout/menu-keys.ts';

const ADMINISTRATION = MENU.find((e) => e.path === '/administration')?.children ?? [];
const PAGES = ADMINISTRATION.filter((e) => e.path.startsWith('/administration/permissions'));

/** Roles and the matrix, and the approval policies: who may do what, and who must approve it. */
export function PermissionsNav() {
  const t = useT(enPermissions);
  // The kit's PageNav shows an entry's label as given: the route table's English, so named here.
  const entries = PAGES.map((entry) => ({ ...entry, label: t(menuKeyOf(entry.key)) }));
  return <PageNav entries={entries} label={t('permissions.nav')} />;
}
