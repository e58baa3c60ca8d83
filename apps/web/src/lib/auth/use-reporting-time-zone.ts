import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { CURRENT_USER_KEY, isSignedIn, type TMaybeUser } from './current-user.ts';

/** The reporting time zone before the current user (who carries the server's) has loaded. */
export const DEFAULT_REPORTING_TIME_ZONE = 'UTC';

/**
 * The brokerage's reporting time zone, as the server's REPORTING_TIME_ZONE sets it and the current
 * user's reply carries it: "today" and "this month" of the reports are its days, not the browser's.
 * Read from the current user already in the cache: pages render only after the access check has
 * loaded it, and the zone does not change while the console runs.
 */
export function useReportingTimeZone(): string {
  // The context, not useQueryClient(): a report control drawn outside the app (a unit test, the kit)
  // has no query client and takes the default.
  const user = useContext(QueryClientContext)?.getQueryData<TMaybeUser>(CURRENT_USER_KEY);
  return (isSignedIn(user) && user.reportingTimeZone) || DEFAULT_REPORTING_TIME_ZONE;
}
