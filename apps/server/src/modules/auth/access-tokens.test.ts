import { ErrorCode } from '@crm/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { createAccessTokens } from './access-tokens.ts';

const SECRET = 'a-secret-long-enough-for-hs256-signing-000000';
const claims = { staffId: 'staff-1', sessionId: 'session-1', brand: 'meridian' };

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.code : 'not an AppError'),
  );

describe('access tokens', () => {
  it('keeps a verified token, and still refuses it as expired once its time is up', async () => {
    let now = Date.now();
    const tokens = createAccessTokens(SECRET, 60, () => now);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    now += 59_000;
    expect(await tokens.verify(token)).toEqual(claims);
    now += 2_000;
    expect(await codeOf(tokens.verify(token))).toBe(ErrorCode.accessTokenExpired);
    // Forgotten once expired: checked afresh, and still expired.
    expect(await codeOf(tokens.verify(token))).toBe(ErrorCode.accessTokenExpired);
  });

  it('never takes a token signed with another key or altered for one it verified', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    const forged = await createAccessTokens(`${SECRET}-other`, 60).sign(claims);
    expect(await codeOf(tokens.verify(forged))).toBe(ErrorCode.accessTokenInvalid);
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature?.slice(0, -2)}AA`;
    expect(await codeOf(tokens.verify(altered))).toBe(ErrorCode.accessTokenInvalid);
  });
});
