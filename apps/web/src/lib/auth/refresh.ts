import type { TTokenReply } from '@crm/contracts';
import { pathOf } from '../api/endpoint-path.ts';
import { browserCookieStore, type CookieStoreLike, committedJar, untilCommitted } from './committed-cookies.ts';
import { readAccessToken, readRefreshToken, storeTokens } from './token-store.ts';

/** The refresh failed: the session is over and the user must sign in again. */
export class SessionEndedError extends Error {
  constructor() {
    super('Session ended');
  }
}

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

export type RefreshDeps = {
  fetch: typeof fetch;
  locks: LockManagerLike | undefined;
  brand: () => string | null;
  /** The browser's cookie store, read inside the lock (see committed-cookies.ts); absent, `document.cookie`. */
  cookieStore: CookieStoreLike | undefined;
  /** A brand switch: refresh into this brand, even when another tab already rotated the token. */
  brandOverride?: string;
};

const defaultDeps = (): RefreshDeps => ({
  fetch: (...args) => fetch(...args),
  locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
  brand: () => null,
  cookieStore: browserCookieStore(),
});

let inFlight: Promise<string> | null = null;

/**
 * Trades the refresh token for a new access token, once at a time: calls in this tab share one
 * request, and a Web Lock makes other tabs wait. A tab that waited finds the refresh token already
 * rotated by another tab and takes the new access token instead of spending the old refresh token
 * (which the server would treat as reuse and end the session).
 */
export function refreshAccessToken(deps: Partial<RefreshDeps> = {}): Promise<string> {
  const d = { ...defaultDeps(), ...deps };
  // A brand switch waits for a refresh under way, then makes its own (it needs another brand).
  if (d.brandOverride) {
    const after = inFlight ?? Promise.resolve('');
    return after.catch(() => '').then(() => runRefresh(d));
  }
  inFlight ??= runRefresh(d).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runRefresh(d: RefreshDeps): Promise<string> {
  const seen = readRefreshToken();
  const refresh = async (): Promise<string> => {
    // Read from the store, not this tab's view of it: the tab that held the lock before may have
    // rotated the token a moment ago.
    const jar = await committedJar(d.cookieStore);
    const current = readRefreshToken(jar);
    if (!current) throw new SessionEndedError();
    if (seen && current !== seen && !d.brandOverride) {
      const rotated = readAccessToken(jar);
      if (rotated) return rotated;
    }
    const brand = d.brandOverride ?? d.brand();
    const res = await d.fetch(pathOf('refreshToken'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(brand ? { refresh_token: current, brand } : { refresh_token: current }),
    });
    // Only a refusal ends the session; an outage (5xx, 429) is an ordinary failure, and the still
    // valid refresh token is kept for the next try.
    if (res.status === 401) throw new SessionEndedError();
    if (!res.ok) throw new Error(`Token refresh failed with HTTP ${res.status}`);
    const tokens = (await res.json()) as TTokenReply;
    storeTokens(tokens);
    // The lock is released only once the store holds the new tokens, so the next tab reads them.
    await untilCommitted(
      d.cookieStore,
      (j) => readRefreshToken(j) === tokens.refresh_token && readAccessToken(j) === tokens.token,
    );
    return tokens.token;
  };
  return d.locks ? d.locks.request('crm-token-refresh', refresh) : refresh();
}
