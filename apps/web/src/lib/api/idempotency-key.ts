import { useState } from 'react';

/** A random v4 UUID; `randomUUID` needs a secure context, so a plain-HTTP deployment gets one built by hand. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `Idempotency-Key` of one money dialog: made when the dialog mounts (each opening) and kept
 * while it stays open, so a retry of the same submission (a timeout, a lost reply) posts once.
 * `renew` starts a new operation after one has gone through.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(newIdempotencyKey);
  return { key, headers: { 'Idempotency-Key': key }, renew: () => setKey(newIdempotencyKey()) };
}
