import { ApiError } from '../../lib/api/api-error.ts';

/**
 * The server's message when it refused the list's `filters` (a 400 naming `query.filters`), or
 * null for any other failure. A refused filter is the user's to fix beside the filters; it is not
 * a list that failed to load.
 */
export function filterRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.details.some((d) => d.path === 'query.filters') ? error.message : null;
}

/** Retrying cannot change a refusal (4xx); a failure of the server or the network is tried once more. */
export const retryServerFailures = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);
