import { enPending } from '@crm/contracts/locales/en/pending';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';

export default function NotFoundPage() {
  const t = useT(enPending);
  return (
    <>
      <h1>{t('pending.notFound')}</h1>
      <p>
        {t('pending.noPage')} <Link to="/">{t('pending.backToDashboard')}</Link>
      </p>
    </>
  );
}
