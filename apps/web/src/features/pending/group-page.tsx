import type { TMenuEntry } from '@crm/contracts/menu';
import { Navigate } from 'react-router';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { landingOf } from './landing.ts';

/** A group's own path: opens its first page the user may see, or names the pages that are coming. */
export default function GroupPage({ group, built }: { group: TMenuEntry; built: ReadonlySet<string> }) {
  const { data } = useCurrentUser();
  // The layout's access check renders pages only for a signed-in user.
  if (!isSignedIn(data)) return null;
  const landing = landingOf(data, group, built);
  if ('to' in landing) return <Navigate to={landing.to} replace />;
  return (
    <>
      <h1>{group.label}</h1>
      <p>
        {group.label} will hold these pages, which are coming in a later release; each opens from the menu once it is
        ready:
      </p>
      <ul>
        {landing.coming.map((page) => (
          <li key={page.key}>{page.label}</li>
        ))}
      </ul>
    </>
  );
}
