import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token: the client's id and an HMAC-SHA256 of it under a key derived from
 * the server's secret (its own purpose label, so no other signed value can stand in for it). It
 * does not expire: a link in an old e-mail must still work.
 */
const macOf = (secret: string, clientId: string) =>
  createHmac('sha256', `unsubscribe:v1:${secret}`).update(clientId).digest('base64url');

export const unsubscribeTokenOf = (secret: string, clientId: string) => `${clientId}.${macOf(secret, clientId)}`;

/** The client id the token was signed for, or null when it was altered or cut short. */
export function clientOfUnsubscribeToken(secret: string, token: string): string | null {
  const [clientId, mac, extra] = token.split('.');
  if (!clientId || !mac || extra !== undefined) return null;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(clientId)) return null;
  const expected = Buffer.from(macOf(secret, clientId));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? clientId : null;
}
