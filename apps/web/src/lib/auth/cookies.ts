/** Minimal cookie access; `jar` is `document` in the browser, anything with a `cookie` string in tests. */
export type CookieJar = { cookie: string };

const secure = () => (typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '');

export function readCookie(name: string, jar: CookieJar = document): string | null {
  for (const part of jar.cookie.split('; ')) {
    const eq = part.indexOf('=');
    // Empty means deleted: this console never writes an empty cookie.
    if (eq > 0 && part.slice(0, eq) === name) return decodeURIComponent(part.slice(eq + 1)) || null;
  }
  return null;
}

/** Session cookies (gone when the browser closes), same-site only, Secure over HTTPS. */
export function writeCookie(name: string, value: string, jar: CookieJar = document): void {
  jar.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Strict${secure()}`;
}

export function deleteCookie(name: string, jar: CookieJar = document): void {
  jar.cookie = `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict${secure()}`;
}
