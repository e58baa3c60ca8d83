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

/** A staff user's sign-in reply (password alone: no two-factor), optionally from another browser. */
export const signInReply = (email: string, options: { password?: string; userAgent?: string } = {}) =>
  fetch(`${inject('baseUrl')}/dashboard/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    body: JSON.stringify({ email, password: options.password ?? DEMO_PASSWORD }),
  }).then(async (res) => {
    if (!res.ok) throw new Error(`${email} could not sign in: ${res.status} ${await res.text()}`);
    return (await res.json()) as { token: string; user: { _id: string } };
  });

/** A demo staff user's access token (or any staff user's, with their password). */
export const tokenOf = async (email: string, password = DEMO_PASSWORD) =>
  (await signInReply(email, { password })).token;

/** The staff user's calls with their token bound: `as('GET', path)`. */
export async function staffApi(email: string, password = DEMO_PASSWORD) {
  const token = await tokenOf(email, password);
  return <T>(method: string, path: string, body?: unknown) => call<T>(token, method, path, body);
}

/**
 * A client registered through the client app's intake (`POST /api/clients/register`) with a
 * brand key, as the brokerage's app does; answers the raw reply, so a test can check a refusal.
 */
export const registerClient = (key: string, client: Record<string, unknown>) =>
  fetch(`${inject('baseUrl')}/api/clients/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(client),
  });
