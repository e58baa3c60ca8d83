import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts two-factor secrets at rest: AES-256-GCM with a key from TWO_FACTOR_KEY (SHA-256 of it,
 * so any long enough string will do), a random 96-bit nonce per secret, and the staff id as
 * associated data, so a ciphertext copied onto another staff user's row does not decrypt.
 * Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url), the version leaving room for a new key.
 */
export type SecretBox = {
  seal(plain: string, staffId: string): string;
  open(sealed: string, staffId: string): string;
};

export function createSecretBox(keyMaterial: string): SecretBox {
  const key = createHash('sha256').update(keyMaterial, 'utf8').digest();
  return {
    seal(plain, staffId) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(staffId, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, staffId) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || body === undefined) throw new Error('unknown two-factor secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(staffId, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
