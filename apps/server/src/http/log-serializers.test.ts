import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { LOG_SERIALIZERS } from './log-serializers.ts';

/** Client data a failing query carries: it must never reach a log line. */
const SECRET = 'zoe.quill@private.test';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table log_probe (email text unique)`);
  await database.db.execute(sql`insert into log_probe values (${SECRET})`);
});
afterAll(() => database.close());

/** The error a query throws (drizzle's, wrapping the driver's). */
async function failureOf(query: Promise<unknown>): Promise<unknown> {
  return query.then(
    () => expect.fail('the query should have failed'),
    (error: unknown) => error,
  );
}

/** What the server's logger writes for `{ err }`, as one JSON line. */
function logged(err: unknown): string {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  pino({ serializers: LOG_SERIALIZERS }, stream).error({ err }, 'request failed');
  return lines.join('');
}

describe('the error log', () => {
  it('carries no parameter of a query that failed on its data, but keeps what went wrong', async () => {
    const error = await failureOf(database.db.execute(sql`select ${SECRET}::int`));
    expect(error).toHaveProperty('params');
    const line = logged(error);
    expect(line).not.toContain(SECRET);
    expect(line).not.toContain('select');
    expect(JSON.parse(line).err).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '22P02' } });
  });

  it('carries no detail of a unique violation (`Key (email)=(…)`)', async () => {
    const error = await failureOf(database.db.execute(sql`insert into log_probe values (${SECRET})`));
    const line = logged(error);
    expect(line).not.toContain(SECRET);
    expect(JSON.parse(line).err.cause).toMatchObject({ code: '23505', constraint: 'log_probe_email_key' });
  });

  it('keeps the stack frames of an ordinary error', () => {
    const line = JSON.parse(logged(new Error('boom', { cause: new TypeError('inner') })));
    expect(line.err).toMatchObject({ type: 'Error', message: 'boom', cause: { type: 'TypeError', message: 'inner' } });
    expect(line.err.stack).toMatch(/^Error: boom\n\s+at /);
  });

  it('logs a request without its query values', () => {
    const request = { method: 'GET', url: `/dashboard/users?search=${SECRET}&limit=5`, host: 'crm', ip: '10.0.0.1' };
    expect(LOG_SERIALIZERS.req(request)).toEqual({
      method: 'GET',
      url: '/dashboard/users?search=…&limit=…',
      host: 'crm',
      remoteAddress: '10.0.0.1',
      remotePort: undefined,
    });
  });
});
