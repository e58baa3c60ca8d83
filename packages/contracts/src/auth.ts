import { z } from 'zod';
import { ZId, ZPlainText } from './common.ts';
import { ZCurrentUser } from './staff.ts';
import { ZTwoFactorChallenge } from './two-factor.ts';

export const ZLoginRequest = z.strictObject({
  email: ZPlainText.trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export const ZLoginReply = z.object({ token: z.string(), refresh_token: z.string(), user: ZCurrentUser });
export type TLoginReply = z.infer<typeof ZLoginReply>;

/**
 * What `POST /dashboard/auth/login` answers: spec point 7's reply for staff without two-factor
 * sign-in, else a challenge for the second step (`/dashboard/auth/login/twoFactor`).
 */
export const ZLoginResult = z.union([ZLoginReply, ZTwoFactorChallenge]);
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZLoginAsRequest = z.strictObject({ crmuser_id: ZId });

/** Spec: `{refresh_token, brand}` returns `token`; the reply also carries the rotated refresh token. */
export const ZTokenRequest = z.strictObject({
  refresh_token: z.string().min(1).max(200),
  brand: z.string().min(1).max(40).optional(),
});
export const ZTokenReply = z.object({ token: z.string(), refresh_token: z.string() });
export type TTokenReply = z.infer<typeof ZTokenReply>;
