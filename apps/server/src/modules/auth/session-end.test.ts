import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/event-stream.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';

/** What ends a session ends everything it opened: its token at the next call, and its badge stream at once. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('ending a session', () => {
  it('ends its open badge stream at logout, long before the access token would expire', async () => {
    const { token } = await t.signIn('support@demo.test');
    const stream = await openEventStream(t.baseUrl, token);
    await stream.nextCounts(() => true);
    const ended = stream.ended();
    expect((await t.call('POST', '/dashboard/auth/logout', { token })).status).toBe(200);
    await ended;
    const after = await t.call('GET', '/dashboard/crmusers/current', { token });
    expect(errorOf(after).code).toBe(14);
  });

  it('ends the stream of a staff user who is disabled', async () => {
    const admin = await t.signIn('admin@demo.test');
    const { token, user } = await t.signIn('marketing@demo.test');
    const stream = await openEventStream(t.baseUrl, token);
    await stream.nextCounts(() => true);
    const ended = stream.ended();
    const disabled = await t.call('PATCH', `/dashboard/crmusers/${user._id}`, {
      token: admin.token,
      body: { active: false },
    });
    expect(disabled.status).toBe(200);
    await ended;
  });

  it('keeps the stream of a session that goes on when someone else logs out', async () => {
    const { token } = await t.signIn('dealing@demo.test');
    const stream = await openEventStream(t.baseUrl, token);
    await stream.nextCounts(() => true);
    const other = await t.signIn('funding@demo.test');
    await t.call('POST', '/dashboard/auth/logout', { token: other.token });
    // The change is heard and the session checked again: the stream tells the console and stays open.
    expect((await stream.nextEvent()).name).toBe('changed');
    expect((await t.call('GET', '/dashboard/crmusers/current', { token })).status).toBe(200);
    stream.close();
  });
});
