import { createHmac } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

/**
 * The secret the test server signs access tokens with, so a test can hand the browser a token that
 * has already expired instead of sleeping until a real one does (tests never wait for time to pass).
 */
export const TEST_JWT_SECRET = 'e2e-secret-for-signing-expired-access-tokens-only';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The claims of a compact JWT (no check: the server checks the one we sign). */
function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** HS256, as the server signs (apps/server/src/modules/auth/access-tokens.ts). */
function signHs256(claims: Record<string, unknown>, secret: string): string {
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${head}.${base64url(createHmac('sha256', secret).update(head).digest())}`;
}

/**
 * Replaces the context's access token with the same claims expired a minute ago. The console keeps
 * it in cookies of 2,000 characters plus its length (spec point 9); the token is far shorter, so one
 * chunk. The next API call gets 401 code 17 and must refresh, exactly as after a real expiry.
 */
export async function expireAccessToken(context: BrowserContext, secret = TEST_JWT_SECRET): Promise<void> {
  const cookies = await context.cookies();
  const length = Number(cookies.find((c) => c.name === 'accessTokenLength')?.value);
  const chunks = cookies.filter((c) => c.name.startsWith('accessToken_')).sort((a, b) => a.name.localeCompare(b.name));
  const token = chunks.map((c) => c.value).join('');
  if (!token || token.length !== length) throw new Error('No access token in the browser');
  const nowSeconds = Math.floor(Date.now() / 1000);
  const expired = signHs256({ ...claimsOf(token), iat: nowSeconds - 120, exp: nowSeconds - 60 }, secret);
  const template = chunks[0];
  if (!template || expired.length > 2000) throw new Error('The expired token does not fit one cookie');
  await context.addCookies([
    { ...template, name: 'accessToken_0', value: expired },
    { ...template, name: 'accessTokenLength', value: String(expired.length) },
  ]);
}
