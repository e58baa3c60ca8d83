import type { TRole } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from './client-accounts.ts';
import { countOf, openEventStream } from './event-stream.ts';
import { errorOf, startTestApp, type TestApp } from './test-app.ts';
import { testDriver } from './test-database.ts';

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer: each keeps its own
 * session cache and badge streams, and hears the other's changes through LISTEN/NOTIFY.
 */
describe.skipIf(testDriver !== 'postgres')('two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let account = '';
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, { sharing: a });
    const made = await addClientsWithAccounts(a.database.db, {
      ann: { brand: 'meridian', name: 'Ann Two', country: 'cy', accounts: { main: 'mt5' } },
    });
    account = made.accounts.main as string;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const current = (app: TestApp, token: string) => app.call('GET', '/dashboard/crmusers/current', { token });
  /**
   * Resolves when `app` next hears that sessions or permissions changed. Another instance's change
   * reaches it as a NOTIFY sent at commit: the test waits for that delivery (milliseconds), not for time.
   */
  const nextChangeOn = (app: TestApp) =>
    new Promise<void>((resolve) => {
      const stop = app.app.sessionCache.onChange(() => {
        stop();
        resolve();
      });
    });

  it('refuses on one instance a token logged out on the other, though it had cached the session', async () => {
    const { token } = await a.signIn('support@demo.test');
    expect((await current(b, token)).status).toBe(200);
    expect((await current(b, token)).status).toBe(200);
    const heard = nextChangeOn(b);
    expect((await a.call('POST', '/dashboard/auth/logout', { token })).status).toBe(200);
    await heard;
    const refused = await current(b, token);
    expect(refused.status).toBe(401);
    expect(errorOf(refused).code).toBe(14);
  });

  it('refuses a disabled staff user on the other instance as soon as it hears of it', async () => {
    const admin = await a.signIn('admin@demo.test');
    const { token, user } = await b.signIn('marketing@demo.test');
    expect((await current(b, token)).status).toBe(200);
    const heard = nextChangeOn(b);
    const disabled = await a.call('PATCH', `/dashboard/crmusers/${user._id}`, {
      token: admin.token,
      body: { active: false },
    });
    expect(disabled.status).toBe(200);
    await heard;
    expect((await current(b, token)).status).toBe(401);
    await a.call('PATCH', `/dashboard/crmusers/${user._id}`, { token: admin.token, body: { active: true } });
  });

  it('applies a role’s permission change on the other instance as soon as it hears of it', async () => {
    const admin = await a.signIn('admin@demo.test');
    const sales = await b.signIn('sales@demo.test');
    const requests = () => b.call('GET', '/dashboard/users/requests', { token: sales.token });
    expect((await requests()).status).toBe(200);
    const roles = (await a.call<TRole[]>('GET', '/dashboard/roles', { token: admin.token })).body;
    const role = roles.find((r) => r.name === 'sales');
    const change = (method: string) =>
      a.call(method, `/dashboard/roles/${role?._id}/permissions`, {
        token: admin.token,
        body: { permissions: ['requests.view_requests'] },
      });
    const removed = nextChangeOn(b);
    expect((await change('DELETE')).status).toBe(200);
    await removed;
    expect((await requests()).status).toBe(403);
    const added = nextChangeOn(b);
    expect((await change('PATCH')).status).toBe(200);
    await added;
    expect((await requests()).status).toBe(200);
  });

  it('carries a change made through one instance to the badges streamed by the other', async () => {
    const dealing = await a.signIn('dealing@demo.test');
    const watcher = await b.signIn('admin@demo.test');
    const stream = await openEventStream(b.baseUrl, watcher.token);
    const before = countOf(await stream.nextCounts(() => true), 'requests.pending');
    const raised = await a.call('POST', '/dashboard/users/requests', {
      token: dealing.token,
      body: { request_type: 'changeAccountLeverage', account, leverage: 200 },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    await stream.nextCounts((c) => countOf(c, 'requests.pending') === before + 1);
    stream.close();
  });

  it('ends a badge stream on one instance when its session is logged out on the other', async () => {
    const { token } = await a.signIn('compliance@demo.test');
    const stream = await openEventStream(b.baseUrl, token);
    await stream.nextCounts(() => true);
    const ended = stream.ended();
    expect((await a.call('POST', '/dashboard/auth/logout', { token })).status).toBe(200);
    await ended;
  });

  it('bypasses the cache while its LISTEN connection is down (a logout meanwhile is never heard)', async () => {
    const { token } = await b.signIn('support@demo.test');
    expect((await current(b, token)).status).toBe(200);
    // Cut every LISTEN connection of the database (both instances'): what changes meanwhile is never heard.
    const lost = nextChangeOn(b);
    await a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    await lost;
    expect(b.app.sessionCache.isTrusted).toBe(false);
    // Read while deaf: a cache that trusted this read would keep it after the logout below.
    expect((await current(b, token)).status).toBe(200);
    expect((await a.call('POST', '/dashboard/auth/logout', { token })).status).toBe(200);
    expect((await current(b, token)).status).toBe(401);
  });
});
