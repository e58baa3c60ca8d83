import { enPending } from '@crm/contracts/locales/en/pending';
import type { TMenuEntry } from '@crm/contracts/menu';
import { Navigate } from 'react-router';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { menuKeyOf } from '../layout/menu-keys.ts';
import { landingOf } from './landing.ts';

/** A group's own path: opens its first page the user may see, or names the pages that are coming. */
export default function GroupPage({ group, built }: { group: TMenuEntry; built: ReadonlySet<string> }) {
  const t = useT(enPending);
  const { data } = useCurrentUser();
  // The layout's access check renders pages only for a signed-in user.
  if (!isSignedIn(data)) return null;
  const landing = landingOf(data, group, built);
  if ('to' in landing) return <Navigate to={landing.to} replace />;
  return (
    <>
      <h1>{t(menuKeyOf(group.key))}</h1>
      <p>{t('pending.groupComing', { group: t(menuKeyOf(group.key)) })}</p>
      <ul>
        {landing.coming.map((page) => (
          <li key={page.key}>{t(menuKeyOf(page.key))}</li>
        ))}
      </ul>
    </>
  );
}
