import { type CookieJar, deleteCookie, readCookie, writeCookie } from './cookies.ts';

/** Spec point 9: the access token in cookies of 2000 characters, plus one holding its length. */
export const CHUNK_SIZE = 2000;
export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const ACCESS_TOKEN_LENGTH_COOKIE = 'accessTokenLength';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';

const chunkName = (i: number) => `${ACCESS_TOKEN_COOKIE}_${i}`;
const chunkCount = (length: number) => Math.ceil(length / CHUNK_SIZE);

export function writeAccessToken(token: string, jar: CookieJar = document): void {
  const previous = Number(readCookie(ACCESS_TOKEN_LENGTH_COOKIE, jar) ?? 0);
  const count = chunkCount(token.length);
  for (let i = 0; i < count; i++) writeCookie(chunkName(i), token.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE), jar);
  // A shorter token leaves the old tail chunks behind unless they are removed.
  for (let i = count; i < chunkCount(previous); i++) deleteCookie(chunkName(i), jar);
  writeCookie(ACCESS_TOKEN_LENGTH_COOKIE, String(token.length), jar);
}

/** The token, or null when absent or when a chunk is missing (the joined length must match). */
export function readAccessToken(jar: CookieJar = document): string | null {
  const length = Number(readCookie(ACCESS_TOKEN_LENGTH_COOKIE, jar));
  if (!Number.isInteger(length) || length <= 0) return null;
  let token = '';
  for (let i = 0; i < chunkCount(length); i++) token += readCookie(chunkName(i), jar) ?? '';
  return token.length === length ? token : null;
}

export function clearAccessToken(jar: CookieJar = document): void {
  const length = Number(readCookie(ACCESS_TOKEN_LENGTH_COOKIE, jar) ?? 0);
  for (let i = 0; i < chunkCount(length); i++) deleteCookie(chunkName(i), jar);
  deleteCookie(ACCESS_TOKEN_LENGTH_COOKIE, jar);
}

export const readRefreshToken = (jar: CookieJar = document) => readCookie(REFRESH_TOKEN_COOKIE, jar);
export const writeRefreshToken = (token: string, jar: CookieJar = document) =>
  writeCookie(REFRESH_TOKEN_COOKIE, token, jar);

export function storeTokens(tokens: { token: string; refresh_token: string }, jar: CookieJar = document): void {
  writeAccessToken(tokens.token, jar);
  writeRefreshToken(tokens.refresh_token, jar);
}

export function clearTokens(jar: CookieJar = document): void {
  clearAccessToken(jar);
  deleteCookie(REFRESH_TOKEN_COOKIE, jar);
}
