import { beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie } from './cookies.ts';
import {
  ACCESS_TOKEN_LENGTH_COOKIE,
  CHUNK_SIZE,
  clearTokens,
  readAccessToken,
  readRefreshToken,
  storeTokens,
  writeAccessToken,
} from './token-store.ts';

const token = (n: number) => Array.from({ length: n }, (_, i) => 'abcdefghij'[i % 10]).join('');

beforeEach(() => clearTokens());

describe('access token cookies', () => {
  it('splits the token into 2000-character chunks plus a length cookie, and joins them back', () => {
    const long = token(4500);
    writeAccessToken(long);
    expect(readCookie('accessToken_0')).toHaveLength(CHUNK_SIZE);
    expect(readCookie('accessToken_1')).toHaveLength(CHUNK_SIZE);
    expect(readCookie('accessToken_2')).toHaveLength(500);
    expect(readCookie(ACCESS_TOKEN_LENGTH_COOKIE)).toBe('4500');
    expect(readAccessToken()).toBe(long);
  });

  it('removes the tail chunks of a longer previous token', () => {
    writeAccessToken(token(4500));
    writeAccessToken(token(1500));
    expect(readCookie('accessToken_1')).toBeNull();
    expect(readCookie('accessToken_2')).toBeNull();
    expect(readAccessToken()).toBe(token(1500));
  });

  it('reads nothing when a chunk is missing rather than a truncated token', () => {
    writeAccessToken(token(4001));
    deleteCookie('accessToken_1');
    expect(readAccessToken()).toBeNull();
  });

  it('keeps the refresh token in its own cookie and clears both', () => {
    storeTokens({ token: token(10), refresh_token: 'r-1' });
    expect(readRefreshToken()).toBe('r-1');
    clearTokens();
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
  });
});
