import { findRouteEntry } from '@crm/contracts/menu';
import { Link, useLocation } from 'react-router';

/** A page of the route table the console does not have yet: it says so plainly and shows no made-up data. */
export default function ComingPage() {
  const { pathname } = useLocation();
  const entry = findRouteEntry(pathname);
  return (
    <>
      <h1>{entry?.label ?? 'Page'}</h1>
      <p className="muted">
        This page is coming in a later release: {entry?.label ?? 'it'} will open here once it is ready.{' '}
        <Link to="/">Back to the dashboard</Link>
      </p>
    </>
  );
}
