import type { TCurrentUser } from '@crm/contracts';
import { ApiError } from '../api/api-error.ts';
import { call } from '../api/call.ts';
import { writeStoredUser } from './stored-user.ts';

export const CURRENT_USER_KEY = ['currentUser'] as const;
/** Spec point 9: current-user data is stale after 60 s. */
export const CURRENT_USER_STALE_MS = 60_000;
const NO_RETRY_STATUS = new Set([400, 401, 403]);
const MAX_RETRIES = 3;

/** An empty object: what the query gives after its final failure (spec point 8). */
export type TMaybeUser = TCurrentUser | Record<string, never>;
export const isSignedIn = (u: TMaybeUser | undefined): u is TCurrentUser => Boolean(u && '_id' in u);

/**
 * Spec point 8: not retried on 400, 401 or 403; otherwise retried up to 3 times; on final failure
 * an empty object. Retrying here (not in TanStack Query) is what lets it end in `{}`.
 */
export async function fetchCurrentUser(
  load: () => Promise<TCurrentUser> = () => call('currentUser'),
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<TMaybeUser> {
  for (let attempt = 0; ; attempt++) {
    try {
      const user = await load();
      // The server's copy wins (brand, permissions); the next call's `brand` comes from it.
      writeStoredUser(user);
      return user;
    } catch (error) {
      const final = error instanceof ApiError && NO_RETRY_STATUS.has(error.status);
      if (final || attempt >= MAX_RETRIES) return {};
      await wait(Math.min(1000 * 2 ** attempt, 8000));
    }
  }
}
