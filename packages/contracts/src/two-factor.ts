import { z } from 'zod';
import { ZId } from './common.ts';

/** A six-digit code from the authenticator app (spaces a user may type between groups are taken out). */
export const ZTotpCode = z
  .string()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** A recovery code as shown at enrolment (`xxxxx-xxxxx`); case, spaces and the dash are forgiven. */
export const ZRecoveryCode = z
  .string()
  .transform((s) => s.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, 'A recovery code has 10 letters and digits, e.g. abcde-23456'));

/** How many recovery codes an enrolment or a regeneration gives. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The second step of a sign-in: the challenge the first step answered, with a code from the app
 * or one of the recovery codes (exactly one of the two).
 */
export const ZTwoFactorLoginRequest = z
  .strictObject({
    challenge: z.string().min(1).max(2000),
    code: ZTotpCode.optional(),
    recovery_code: ZRecoveryCode.optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.recovery_code === undefined), {
    message: 'Give either a code or a recovery code',
    path: ['code'],
  });
export type TTwoFactorLoginRequest = z.input<typeof ZTwoFactorLoginRequest>;

/** A new secret to put in the authenticator app: as a QR code (from the URI) and as text. */
export const ZTwoFactorSecret = z.object({
  /** Base32, as the app asks for it when typed in by hand. */
  secret: z.string(),
  /** `otpauth://totp/…`, drawn as the QR code. */
  otpauth_uri: z.string(),
});
export type TTwoFactorSecret = z.infer<typeof ZTwoFactorSecret>;

/**
 * The first step's answer for staff with two-factor sign-in: no session yet, a short-lived signed
 * challenge for the second step. `enrol`: two-factor is required for them and not set up, so the
 * answer carries a new secret, and the second step's code confirms it.
 */
export const ZTwoFactorChallenge = z.discriminatedUnion('two_factor', [
  z.object({ two_factor: z.literal('code'), challenge: z.string(), expires_in: z.number().int() }),
  z.object({
    two_factor: z.literal('enrol'),
    challenge: z.string(),
    expires_in: z.number().int(),
    ...ZTwoFactorSecret.shape,
  }),
]);
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** Recovery codes, shown once: at enrolment and at each regeneration. */
export const ZRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** The signed-in user's own two-factor state (the security page). */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabled_at: z.iso.datetime().nullable(),
  /** Unused recovery codes left. */
  recovery_codes_left: z.number().int(),
  /** The brokerage's policy requires it for this user (so it cannot be turned off). */
  required: z.boolean(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** Confirms a new secret: its first code. */
export const ZTwoFactorCodeRequest = z.strictObject({ code: ZTotpCode });
export type TTwoFactorCodeRequest = z.input<typeof ZTwoFactorCodeRequest>;

/** The signed-in user's password again, asked before a change to their own second factor. */
const ZCurrentPassword = z.string().min(1, 'Enter your current password').max(200);

/** Starts the set-up of two-factor sign-in: the current password, so a borrowed session cannot bind its own phone. */
export const ZTwoFactorEnrolRequest = z.strictObject({ password: ZCurrentPassword });
export type TTwoFactorEnrolRequest = z.input<typeof ZTwoFactorEnrolRequest>;

/** Regenerates recovery codes or turns two-factor off: the current password and a current code. */
export const ZTwoFactorChangeRequest = z.strictObject({ password: ZCurrentPassword, code: ZTotpCode });
export type TTwoFactorChangeRequest = z.input<typeof ZTwoFactorChangeRequest>;

/**
 * Who must use two-factor sign-in: everyone, or the staff holding one of the roles. One setting for
 * the brokerage (staff are one identity across its brands and sign in before choosing one).
 */
export const ZTwoFactorPolicy = z.strictObject({
  everyone: z.boolean(),
  role_ids: z.array(ZId).max(200),
});
export type TTwoFactorPolicy = z.infer<typeof ZTwoFactorPolicy>;

export const ZTwoFactorPolicyReply = ZTwoFactorPolicy.extend({
  updated_at: z.iso.datetime().nullable(),
  /** Staff the policy requires who have not enrolled yet (they are led to enrol at their next sign-in). */
  not_enrolled: z.number().int(),
});
export type TTwoFactorPolicyReply = z.infer<typeof ZTwoFactorPolicyReply>;
