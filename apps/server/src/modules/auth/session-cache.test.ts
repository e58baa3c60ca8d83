import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Listen } from '../../db/client.ts';
import { SessionCache } from './session-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A fresh sign-in's session id, as the access token carries it. */
async function signedInSession(email: string): Promise<{ token: string; sessionId: string }> {
  const { token } = await t.signIn(email);
  return { token, sessionId: String(decodeJwt(token).sid) };
}

describe('the session cache', () => {
  it('serves the server’s authenticated calls while its notifications arrive', async () => {
    const { token } = await signedInSession('support@demo.test');
    expect((await t.call('GET', '/dashboard/crmusers/current', { token })).status).toBe(200);
    expect(t.app.sessionCache.isTrusted).toBe(true);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);
  });

  it('puts a change made through this instance in force here before its reply leaves', async () => {
    for (let round = 0; round < 20; round++) {
      const { token } = await signedInSession('support@demo.test');
      expect((await t.call('GET', '/dashboard/crmusers/current', { token })).status).toBe(200);
      expect((await t.call('POST', '/dashboard/auth/logout', { token })).status).toBe(200);
      expect((await t.call('GET', '/dashboard/crmusers/current', { token })).status).toBe(401);
    }
  });

  it('catches up with every change committed before it, however slowly notifications travel', async () => {
    // Every notification reaches this cache 50 ms late, in order, as over a slow network.
    const slowListen: Listen = (channel, handlers) =>
      t.database.listen(channel, {
        message: (payload) => setTimeout(() => handlers.message(payload), 50),
        connected: handlers.connected,
      });
    const cache = new SessionCache(t.database.db);
    await cache.start(slowListen);
    const { token, sessionId } = await signedInSession('support@demo.test');
    expect(await cache.find(sessionId)).not.toBeNull();
    expect((await t.call('POST', '/dashboard/auth/logout', { token })).status).toBe(200);
    // Not heard yet: the entry is still there. After catching up it is gone.
    expect(await cache.find(sessionId)).not.toBeNull();
    await cache.catchUp();
    expect(await cache.find(sessionId)).toBeNull();
    await cache.stop();
  });

  it('answers a checked session from memory, and reads it again once a change is heard', async () => {
    const cache = new SessionCache(t.database.db);
    await cache.start(t.database.listen);
    const { token, sessionId } = await signedInSession('dealing@demo.test');
    const first = await cache.find(sessionId);
    expect(first?.staff.email).toBe('dealing@demo.test');
    expect(await cache.find(sessionId)).toBe(first);

    const emptied = new Promise<void>((resolve) => cache.onChange(resolve));
    expect((await t.call('POST', '/dashboard/auth/logout', { token })).status).toBe(200);
    await emptied;
    expect(cache.size).toBe(0);
    expect(await cache.find(sessionId)).toBeNull();
    await cache.stop();
  });

  it('fails closed: without its notifications it trusts nothing and reads every time', async () => {
    const cache = new SessionCache(t.database.db);
    await cache.start(undefined);
    const { sessionId } = await signedInSession('funding@demo.test');
    const first = await cache.find(sessionId);
    expect(first).not.toBeNull();
    expect(await cache.find(sessionId)).not.toBe(first);
    expect(cache.isTrusted).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('reads an entry again once it is older than its longest trust', async () => {
    let now = Date.now();
    const cache = new SessionCache(t.database.db, { maxAgeMs: 60_000, now: () => now });
    await cache.start(t.database.listen);
    const { sessionId } = await signedInSession('compliance@demo.test');
    const first = await cache.find(sessionId);
    now += 59_000;
    expect(await cache.find(sessionId)).toBe(first);
    now += 2_000;
    expect(await cache.find(sessionId)).not.toBe(first);
    await cache.stop();
  });
});
