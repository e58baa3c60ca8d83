import { inject } from 'vitest';
import { DEMO_PASSWORD } from './browser.ts';

/**
 * A staff call straight to the shared server's API (or a public one with `token` null), to make the
 * records a browser test then looks at.
 */
export async function call<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A demo staff user's access token. */
export const tokenOf = async (email: string) =>
  (await call<{ token: string }>(null, 'POST', '/dashboard/auth/login', { email, password: DEMO_PASSWORD })).token;
