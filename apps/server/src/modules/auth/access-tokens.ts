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

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  // A KeyObject made once: given raw bytes, jose would import the key again on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const { sub, sid, brand } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof brand !== 'string') throw new Error('claims');
        return { staffId: sub, sessionId: sid, brand };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('accessTokenExpired', 'Access token expired');
        throw new AppError('accessTokenInvalid', 'Access token invalid');
      }
    },
  };
}
