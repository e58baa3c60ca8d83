import { createSecretKey } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/app-error.ts';

export type AccessClaims = { staffId: string; sessionId: string; brand: string };

const ISSUER = 'crm';

export type AccessTokens = {
  sign(claims: AccessClaims): Promise<string>;
  /** 401 code 17 when expired, 401 code 14 for anything else wrong with it. */
  verify(token: string): Promise<AccessClaims>;
};

/** Verified tokens kept at most (a token is ~300 bytes; staff reuse one for up to its lifetime). */
const MAX_VERIFIED = 20_000;

export function createAccessTokens(secret: string, ttlSeconds: number, now: () => number = Date.now): AccessTokens {
  // A KeyObject made once: given raw bytes, jose would import the key again on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // The same token string always verifies the same way until it expires, so a verified token is
  // remembered with its expiry and not checked again: the signature check was a third of the
  // authenticated floor's time (docs/PERFORMANCE.md). Only good tokens are kept, never refusals.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  const remember = (token: string, claims: AccessClaims, exp: number | undefined) => {
    if (exp === undefined) return;
    if (verified.size >= MAX_VERIFIED) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, { claims, expiresAtMs: exp * 1000 });
  };
  return {
    sign: ({ staffId, sessionId, brand }) =>
      new SignJWT({ sid: sessionId, brand })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(staffId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),

    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        throw new AppError('accessTokenExpired', 'Access token expired');
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const { sub, sid, brand, exp } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof brand !== 'string') throw new Error('claims');
        const claims = { staffId: sub, sessionId: sid, brand };
        remember(token, claims, exp);
        return claims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('accessTokenExpired', 'Access token expired');
        throw new AppError('accessTokenInvalid', 'Access token invalid');
      }
    },
  };
}
