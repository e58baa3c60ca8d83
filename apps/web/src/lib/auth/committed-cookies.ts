import type { CookieJar } from './cookies.ts';

/** The part of the Cookie Store API used here (TypeScript's DOM library does not declare it yet). */
export type CookieStoreLike = { getAll(): Promise<{ name: string; value: string }[]> };

/**
 * Why this exists: `document.cookie` writes are sent from a tab to the browser's cookie store
 * without waiting, and a Web Lock is released through another channel. A tab handed the refresh lock
 * could therefore still read the refresh token another tab has just rotated, spend it, and have the
 * server end the session as a reuse. The Cookie Store API reads the store itself, so reads made
 * through it, and waits on it, see every write that was committed.
 */
export const browserCookieStore = (): CookieStoreLike | undefined =>
  (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;

/** The cookies as the store holds them now, in the `document.cookie` format the readers parse. */
export async function committedJar(store: CookieStoreLike | undefined): Promise<CookieJar> {
  if (!store) return { cookie: typeof document === 'undefined' ? '' : document.cookie };
  const all = await store.getAll();
  return { cookie: all.map((c) => `${c.name}=${c.value}`).join('; ') };
}

/**
 * Waits until the store holds what `holds` expects (bounded: after `tries` reads it gives up, which
 * is no worse than before this check existed). Each read is a round trip to the store, not a timer.
 */
export async function untilCommitted(
  store: CookieStoreLike | undefined,
  holds: (jar: CookieJar) => boolean,
  tries = 50,
): Promise<boolean> {
  if (!store) return true;
  for (let i = 0; i < tries; i++) if (holds(await committedJar(store))) return true;
  return false;
}
