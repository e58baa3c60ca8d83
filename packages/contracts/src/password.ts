import { z } from 'zod';

/**
 * Staff password policy (NIST 800-63B flavoured): length is what matters; at least 12
 * characters, at most 128, not one repeated character, and at least one letter and one digit so
 * that a plain word or a plain number is refused.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must have at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must have at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((s) => /\p{L}/u.test(s), 'Password must contain a letter')
  .refine((s) => /\p{N}/u.test(s), 'Password must contain a digit')
  .refine((s) => new Set(s).size > 3, 'Password must not repeat the same few characters');
