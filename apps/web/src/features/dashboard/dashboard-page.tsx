import { useSearchParams } from 'react-router';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';

const ERRORS: Record<string, string> = {
  '401': 'You do not have access to that page. Ask an administrator for the permission if you need it.',
  '500': 'Something went wrong while checking your access to that page. Try again; if it persists, tell support.',
};

/** The landing page: tells the user why they were sent here (spec point 4), then greets them. */
export default function DashboardPage() {
  const [params] = useSearchParams();
  const { data } = useCurrentUser();
  const error = ERRORS[params.get('error') ?? ''];
  return (
    <>
      <h1>Dashboard</h1>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {isSignedIn(data) && (
        <p>
          Signed in as {data.first_name} {data.last_name} ({data.department}).
        </p>
      )}
      <p className="muted">
        Charts of clients, deposits and queues are coming to this page in a later release; the menu opens the lists and
        queues.
      </p>
    </>
  );
}
