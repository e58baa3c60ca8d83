import type { TMoneyMovementReply } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from '../../test/client-accounts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../db/query-rows.ts';
import { transactions } from '../db/schema.ts';
import { IDEMPOTENCY_KEY_RETENTION_DAYS, pruneIdempotencyKeys } from './idempotency-retention.ts';

let t: TestApp;
let funding: string;
let account: string;

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      beforeStart: async (db) => {
        const made = await addClientsWithAccounts(db, {
          rita: { brand: 'meridian', name: 'Rita Retention', country: 'cy', accounts: { main: 'mt5' } },
        });
        account = made.accounts.main as string;
      },
    },
  );
  funding = (await t.signIn('funding@demo.test')).token;
});
afterAll(() => t.close());

const deposit = (key: string) =>
  t.call<TMoneyMovementReply>('POST', `/dashboard/users/accounts/${account}/balanceOperation`, {
    token: funding,
    body: { amount: '10', type: 'deposit' },
    headers: { 'idempotency-key': key },
  });
const depositsMade = async () =>
  (await t.database.db.select().from(transactions)).filter((r) => r.tradingAccountId === account).length;
/** Moves a key's claim back in time, as if it had been made `days` ago. */
const ageKey = (key: string, days: number) =>
  t.database.db.execute(
    sql`update idempotency_keys set created_at = now() - make_interval(days => ${days}) where key = ${key}`,
  );

describe('idempotency key retention', () => {
  it('keeps a key for its retention and prunes it after, so the key then runs as a new call', async () => {
    await deposit('kept');
    await deposit('old');
    await ageKey('kept', IDEMPOTENCY_KEY_RETENTION_DAYS - 1);
    await ageKey('old', IDEMPOTENCY_KEY_RETENTION_DAYS + 1);

    expect(await pruneIdempotencyKeys(t.database.db)).toBe(1);
    expect(await pruneIdempotencyKeys(t.database.db)).toBe(0);

    const before = await depositsMade();
    const replay = await deposit('kept');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await depositsMade()).toBe(before);

    const rerun = await deposit('old');
    expect(rerun.status).toBe(200);
    expect(rerun.headers.get('idempotent-replayed')).toBeNull();
    expect(await depositsMade()).toBe(before + 1);
  });

  it('prunes a backlog larger than one batch', async () => {
    const [staff] = await queryRows<{ id: string }>(t.database.db, sql`select id from staff limit 1`);
    await t.database.db.execute(sql`
      insert into idempotency_keys (staff_id, key, route, request_hash, status_code, reply, created_at)
      select ${staff?.id}::uuid, 'backlog-' || g, 'test', 'h', 200, '{}', now() - interval '30 days'
      from generate_series(1, 12000) g`);
    expect(await pruneIdempotencyKeys(t.database.db)).toBe(12000);
  });
});
