import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDriver } from '../../test/test-database.ts';
import { PostgresNotifications } from './postgres-notifications.ts';

/** Polls `check` until it holds: the listener works on its own timers, which the test does not drive. */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe.skipIf(testDriver !== 'postgres')('LISTEN across a database outage', () => {
  let url = '';
  let drop: () => Promise<void>;
  let admin: pg.Client;
  let name = '';
  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    name = new URL(url).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`alter database ${name} allow_connections true`);
    await admin?.end();
    await drop?.();
  });

  const notify = async (payload: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('select pg_notify($1, $2)', ['probe_channel', payload]);
    await client.end();
  };

  it('keeps reconnecting, with growing delays, for as long as the database refuses, then hears again', async () => {
    const notifications = new PostgresNotifications(url, { firstDelayMs: 20, maxDelayMs: 80 });
    const heard: string[] = [];
    const states: boolean[] = [];
    await notifications.subscribe('probe_channel', {
      message: (p) => heard.push(p),
      connected: (c) => states.push(c),
    });
    await notify('before');
    await until(() => heard.includes('before'), 'the first notification arrives');

    // An outage longer than any single retry: connections refused, the listening one cut.
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    await until(() => notifications.failedAttempts >= 5, 'five reconnections have failed');
    expect(notifications.isConnected).toBe(false);

    await admin.query(`alter database ${name} allow_connections true`);
    await until(() => notifications.isConnected, 'the listener is back');
    await notify('after');
    await until(() => heard.includes('after'), 'a notification after the outage arrives');
    expect(states).toEqual([true, false, true]);
    await notifications.stop();
  });
});
