import { ErrorCode } from '@crm/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';

/** A query failure as drizzle throws it: its own error, the driver's in `cause`. */
const queryFailure = (code: string, message: string) =>
  Object.assign(new Error(`Failed query: select $1::int\nparams: zoe@private.test`), {
    query: 'select $1::int',
    params: ['zoe@private.test'],
    cause: Object.assign(new Error(message), { code, severity: 'ERROR' }),
  });

async function replyTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/fail', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/fail' });
  await app.close();
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

describe('database errors that reach the error handler', () => {
  it('answers a data exception (class 22) 400 code 2, without the SQL or the value', async () => {
    for (const code of ['22P02', '22021', '22P05', '22003', '22007', '22008', '22001']) {
      const reply = await replyTo(queryFailure(code, 'invalid input syntax for type integer: "zoe@private.test"'));
      expect(reply.status, code).toBe(400);
      expect(reply.body.code).toBe(ErrorCode.validation);
      expect(JSON.stringify(reply.body)).not.toMatch(/zoe|select/);
    }
  });

  it('keeps a lost database at 503 and anything else at 500', async () => {
    expect(await replyTo(queryFailure('08006', 'connection failure'))).toMatchObject({ status: 503, retryAfter: '5' });
    expect((await replyTo(queryFailure('42P01', 'relation "x" does not exist'))).status).toBe(500);
  });
});
