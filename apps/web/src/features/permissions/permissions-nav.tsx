import { MENU } from '@crm/contracts/menu';
import { PageNav } from '../../components/ui/page-nav.tsx';

const ADMINISTRATION = MENU.find((e) => e.path === '/administration')?.children ?? [];
const PAGES = ADMINISTRATION.filter((e) => e.path.startsWith('/administration/permissions'));

/** Roles and the matrix, and the approval policies: who may do what, and who must approve it. */
export function PermissionsNav() {
  return <PageNav entries={PAGES} label="Permissions" />;
}
