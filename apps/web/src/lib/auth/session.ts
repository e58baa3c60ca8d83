import type { TCurrentUser, TLoginReply } from '@crm/contracts';
import { call } from '../api/call.ts';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';
import { refreshAccessToken } from './refresh.ts';
import { clearStoredUser, writeStoredUser } from './stored-user.ts';
import { clearTokens, readRefreshToken, storeTokens, writeRefreshToken } from './token-store.ts';

/** Visited-clients tabs are kept under keys with this prefix (see features/visited-clients). */
const VISITED_PREFIX = 'visitedClients:';

/** View-as markers (spec point 4): who is being viewed, and the real user's refresh token. */
export const VIEW_AS_COOKIE = 'loggedInAs';
export const ORIGINAL_REFRESH_COOKIE = 'originalRefreshToken';

export function startSession(reply: TLoginReply): TCurrentUser {
  storeTokens(reply);
  writeStoredUser(reply.user);
  return reply.user;
}

/** Forgets every token and marker in this browser, and the tabs of clients this user visited. */
export function endSession(): void {
  clearTokens();
  clearStoredUser();
  deleteCookie(VIEW_AS_COOKIE);
  deleteCookie(ORIGINAL_REFRESH_COOKIE);
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(VISITED_PREFIX)) sessionStorage.removeItem(key);
}

export const signIn = (email: string, password: string) =>
  call('login', { body: { email, password }, withBrand: false });

/** Ends the session on the server (best effort) and in the browser. */
export async function signOut(): Promise<void> {
  try {
    await call('logout');
  } finally {
    endSession();
  }
}

/** Settings › Select Brand: a token for the other brand; the caller refetches the user. */
export async function switchBrand(user: TCurrentUser, brand: string): Promise<void> {
  // Through the same lock and queue as silent refresh: a refresh token is never spent twice.
  await refreshAccessToken({ brand: () => brand, brandOverride: brand });
  writeStoredUser({ ...user, selectedBrand: brand });
}

export async function startViewAs(crmuserId: string): Promise<TCurrentUser> {
  const reply = await call('loginAs', { body: { crmuser_id: crmuserId } });
  // Read after the call: it may have refreshed (and so rotated) the admin's refresh token.
  const original = readRefreshToken();
  if (original) writeCookie(ORIGINAL_REFRESH_COOKIE, original);
  writeCookie(VIEW_AS_COOKIE, `${reply.user.first_name} ${reply.user.last_name}`);
  return startSession(reply);
}

export const viewAsMarker = (): string | null => readCookie(VIEW_AS_COOKIE);

/**
 * Exit View: end the view-as session, put the original refresh token back, clear the markers.
 * The caller drops cached data and goes to `/`; the next call refreshes with the original token.
 */
export async function exitViewAs(): Promise<void> {
  const original = readCookie(ORIGINAL_REFRESH_COOKIE);
  try {
    await call('logout');
  } catch {
    // The view-as session may have ended already; leaving must still work.
  }
  clearTokens();
  clearStoredUser();
  deleteCookie(VIEW_AS_COOKIE);
  deleteCookie(ORIGINAL_REFRESH_COOKIE);
  if (!original) return;
  writeRefreshToken(original);
  // Without an access token the first call would answer 10, which is not refreshed (spec point 8):
  // take one now with the original refresh token, in the brand its session had.
  await refreshAccessToken({ brand: () => null });
}
