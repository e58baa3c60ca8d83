import { createHash, createHmac, createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/app-error.ts';

/**
 * What the second step of a sign-in needs: whose password proved right, what comes next, and which
 * password it was (`passwordStamp`): a challenge dies with the password it was given for.
 */
export type Challenge = { staffId: string; purpose: 'code' | 'enrol'; passwordStamp: string };

/** A short fingerprint of a stored password hash (never of the password), for `Challenge.passwordStamp`. */
export const passwordStampOf = (passwordHash: string): string =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

/** Five minutes to open the app and type the code. */
export const CHALLENGE_TTL_SECONDS = 300;

const ISSUER = 'crm-two-factor';

export type ChallengeTokens = {
  sign(challenge: Challenge): Promise<string>;
  /** 401 code 161 when expired, forged, or not a challenge. */
  verify(token: string): Promise<Challenge>;
};

/**
 * Challenges are JWTs signed with a key of their own, derived from JWT_SECRET, with their own
 * issuer: an access token is never a challenge and a challenge never an access token, whatever
 * its claims say.
 */
export function createChallengeTokens(jwtSecret: string, now: () => number): ChallengeTokens {
  const key = createSecretKey(createHmac('sha256', jwtSecret).update('two-factor-challenge').digest());
  return {
    sign: ({ staffId, purpose, passwordStamp }) =>
      new SignJWT({ purpose, pw: passwordStamp })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(staffId)
        .setIssuer(ISSUER)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.floor(now() / 1000) + CHALLENGE_TTL_SECONDS)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const { sub, purpose, pw } = payload;
        if (typeof sub !== 'string' || (purpose !== 'code' && purpose !== 'enrol') || typeof pw !== 'string') {
          throw new Error('claims');
        }
        return { staffId: sub, purpose, passwordStamp: pw };
      } catch {
        throw new AppError('twoFactorChallengeInvalid', 'The sign-in has expired; enter your password again');
      }
    },
  };
}
