import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@crm/contracts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** One code: 10 characters of base32 (50 random bits), shown as `xxxxx-xxxxx`. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/**
 * Stored as SHA-256 of the normalised code (no dash, lower case). The codes are random with 50 bits
 * each, so a slow password hash would add nothing but time: guessing goes through the sign-in
 * throttle, and a stolen table of digests cannot be reversed by trying likely codes.
 */
export const digestRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase(), 'utf8')
    .digest('hex');
