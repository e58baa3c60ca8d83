import { createHash, randomBytes } from 'node:crypto';

/** Opaque, 256 random bits; only its SHA-256 is stored, so a database leak yields no usable token. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const digestRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
