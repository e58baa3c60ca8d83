import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFixtures, addFuzzClient, type Fixtures } from './fuzz/fixtures.ts';
import { type ApiReply, errorOf, startTestApp, type TestApp } from './test-app.ts';

/**
 * Input every schema lets through and PostgreSQL refuses (NUL, an unpaired surrogate, a forged
 * cursor) answered 500 and logged the SQL with the client's data. Each is now a 400, code 2,
 * naming the field.
 */
let t: TestApp;
let admin: string;
let f: Fixtures;

beforeAll(async () => {
  let made: Awaited<ReturnType<typeof addFuzzClient>> = { clients: {}, accounts: {} };
  t = await startTestApp(
    {},
    {
      beforeStart: async (db) => {
        made = await addFuzzClient(db);
      },
    },
  );
  admin = (await t.signIn('admin@demo.test')).token;
  f = await addFixtures(t, admin, made);
});
afterAll(() => t.close());

/** JSON with the escape as written: `JSON.stringify` would write a lone surrogate the same way. */
const raw = (method: string, path: string, json: string, headers: Record<string, string> = {}) =>
  t.call(method, path, { token: admin, rawBody: json, headers: { 'content-type': 'application/json', ...headers } });

function expectRefused(reply: ApiReply, path: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(errorOf(reply).code).toBe(ErrorCode.validation);
  expect(errorOf(reply).details?.map((d) => d.path)).toEqual([path]);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('text the database cannot store', () => {
  it('refuses a note with NUL', async () => {
    expectRefused(await raw('POST', `/dashboard/users/${f.client}/notes`, '{"note":"Called\\u0000back"}'), 'note');
  });

  it('refuses a note with a lone surrogate, new or edited', async () => {
    expectRefused(await raw('POST', `/dashboard/users/${f.client}/notes`, '{"note":"Called \\ud800"}'), 'note');
    const edit = await raw('PUT', `/dashboard/users/${f.client}/notes/${f.notes[0]}`, '{"note":"\\udc00 later"}');
    expectRefused(edit, 'note');
  });

  it('refuses a document reason with NUL', async () => {
    const reply = await raw(
      'PUT',
      `/dashboard/users/documents/${f.document}?status=rejected`,
      '{"reason":"blurred\\u0000"}',
    );
    expectRefused(reply, 'reason');
  });

  it('refuses a balance operation comment with a lone surrogate', async () => {
    const reply = await raw(
      'POST',
      `/dashboard/users/accounts/${f.accounts[0]}/balanceOperation`,
      '{"amount":"5","type":"deposit","comment":"bonus \\ud83d"}',
      { 'idempotency-key': randomUUID() },
    );
    expectRefused(reply, 'comment');
  });

  it('refuses an export search with a lone surrogate', async () => {
    expectRefused(await raw('POST', '/dashboard/users/exports', '{"search":"\\ud800"}'), 'search');
  });

  it('refuses a sign-in e-mail with a lone surrogate, and records no try', async () => {
    const reply = await t.call('POST', '/dashboard/auth/login', {
      rawBody: '{"email":"admin\\ud800@demo.test","password":"whatever-it-is-1"}',
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(reply, 'email');
  });

  it('names query and path fields with their prefix', async () => {
    expectRefused(
      await t.call('GET', `/dashboard/users/${f.client}/changeEmail?email=a%00@b.test`, { token: admin }),
      'query.email',
    );
    expectRefused(
      await t.call('GET', '/dashboard/users?filters=country%5Beq%5D:%2500', { token: admin }),
      'query.filters',
    );
  });

  it('names a nested body field by its path', async () => {
    const reply = await raw('POST', '/dashboard/users/transactions/exports', '{"fields":["amount","\\u0000"]}');
    expectRefused(reply, 'fields.1');
  });
});

describe('forged cursors', () => {
  it('refuses a client-list cursor whose value is not of its sort', async () => {
    for (const value of ['yesterday', '2024-02-30 10:00:00+00', '2024-01-01 00:00:00\u0000']) {
      const cursor = base64url(['after', '-createdAt', value, randomUUID()]);
      expectRefused(await t.call('GET', `/dashboard/users?cursor=${cursor}`, { token: admin }), 'query.cursor');
    }
    const byNumber = base64url(['after', 'readableId', '1e400', randomUUID()]);
    const reply = await t.call('GET', `/dashboard/users?sort=readableId&cursor=${byNumber}`, { token: admin });
    expectRefused(reply, 'query.cursor');
  });

  it('refuses an audit-log cursor that is not a position', async () => {
    expectRefused(await t.call('GET', '/dashboard/users/userLogs?cursor=1e9', { token: admin }), 'query.cursor');
    expectRefused(await t.call('GET', `/dashboard/users/${f.client}/logs?cursor=-1`, { token: admin }), 'query.cursor');
  });
});
