import { enPending } from '@crm/contracts/locales/en/pending';
import { findRouteEntry } from '@crm/contracts/menu';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { menuKeyOf } from '../layout/menu-keys.ts';

/** A page of the route table the console does not have yet: it says so plainly and shows no made-up data. */
export default function ComingPage() {
  const { pathname } = useLocation();
  const t = useT(enPending);
  const entry = findRouteEntry(pathname);
  const label = entry ? t(menuKeyOf(entry.key)) : undefined;
  return (
    <>
      <h1>{label ?? t('pending.page')}</h1>
      <p className="muted">
        {label ? t('pending.coming', { page: label }) : t('pending.comingUnnamed')}{' '}
        <Link to="/">{t('pending.backToDashboard')}</Link>
      </p>
    </>
  );
}
