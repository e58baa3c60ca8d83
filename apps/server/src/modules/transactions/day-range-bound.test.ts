import { type TTransactionPage, ZTransactionListQuery } from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from '../../../test/client-accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { staff } from '../../db/schema.ts';
import { findStaffRecord } from '../staff/staff-record.ts';
import { transactionPageQuery } from './list-transactions.ts';

/**
 * A day's transactions under the list's default sort (last change): a row is never changed before
 * it is made (the check of migration 0046), so `created_at ≥ from` implies `updated_at ≥ from` and
 * the list adds it, bounding the walk of the updated_at index. The rows stay those created in the
 * range, whatever their last change; the walk never reads the rows changed before the range.
 */
let t: TestApp;
let admin: string;
let client: string;
let account: string;
const DAY = '2026-01-15';

/** Inserts `n` USD deposits of the client, created and last changed at these instants. */
const insert = (n: number, created: string, updated: string, amount: number) =>
  t.database.db.execute(sql`
    insert into transactions (brand_id, client_id, trading_account_id, type, status, amount, currency, created_at, updated_at)
    select 'meridian', ${client}::uuid, ${account}::uuid, 'deposit', 'pending', ${amount}::bigint + g, 'USD',
           ${created}::timestamptz + g * interval '1 second', ${updated}::timestamptz + g * interval '1 second'
      from generate_series(1, ${n}::int) as g`);

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signIn('admin@demo.test')).token;
  const made = await addClientsWithAccounts(t.database.db, {
    walt: { brand: 'meridian', name: 'Walt Walker', country: 'cy', accounts: { w: 'ctrader' } },
  });
  client = made.clients.walt as string;
  account = made.accounts.w as string;
  await insert(300, '2026-01-01T10:00:00Z', '2026-01-02T10:00:00Z', 1_000); // changed before the day
  await insert(3, '2026-01-13T10:00:00Z', '2026-01-15T12:00:00Z', 2_000); // created before, changed on the day
  await insert(5, '2026-01-15T09:00:00Z', '2026-01-15T09:00:00Z', 3_000); // created on the day, not changed
  await insert(5, '2026-01-15T11:00:00Z', '2026-01-19T08:00:00Z', 4_000); // created on the day, changed later
  await insert(20, '2026-01-20T10:00:00Z', '2026-01-21T10:00:00Z', 5_000); // after the day
});
afterAll(() => t.close());

/** The ids of the rows created in [from, to) in the list's order for `sort`, straight from the table. */
async function expected(sort: string, from: string, to: string) {
  const order = {
    '-updatedAt': sql`updated_at desc, id desc`,
    updatedAt: sql`updated_at, id`,
    '-createdAt': sql`created_at desc, id desc`,
  }[sort];
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from transactions where client_id = ${client}::uuid
          and created_at >= reporting_day_start(${from}::date) and created_at < reporting_day_start(${to}::date)
        order by ${order}`,
  );
  return rows.map((r) => r.id);
}

const list = async (qs: string) => {
  const res = await t.call<TTransactionPage>('GET', `/dashboard/users/transactions?user=${client}&limit=100&${qs}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body.docs.map((d) => d._id);
};

describe("a day's transactions", () => {
  it('are the rows created that day in every sort, however much later they changed', async () => {
    for (const sort of ['-updatedAt', 'updatedAt', '-createdAt']) {
      const ids = await list(`fromDate=${DAY}&toDate=${DAY}&sort=${sort}`);
      expect(ids, sort).toHaveLength(10);
      expect(ids, sort).toEqual(await expected(sort, DAY, '2026-01-16'));
    }
    // From the day on, without an end: the day's rows and the later ones, not those changed on it.
    expect(await list(`fromDate=${DAY}`)).toEqual(await expected('-updatedAt', DAY, '2027-01-01'));
  });

  it('walk the last-change index from the first day only, never the rows changed before it', async () => {
    const [row] = await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'admin@demo.test'));
    const record = await findStaffRecord(t.database.db, row?.id ?? '');
    if (!record) throw new Error('no admin');
    const ctx = {
      requestId: 'test',
      ip: '127.0.0.1',
      auth: { sessionId: 'test', staff: record, brand: 'meridian', viewAs: null },
    };
    const query = transactionPageQuery(
      t.database.db,
      ctx,
      ZTransactionListQuery.parse({ fromDate: DAY, toDate: DAY, user: client }),
    );
    const plan = await t.database.db.transaction(async (tx) => {
      // No sort allowed: the planner must walk an index in the list's order, the updated_at one.
      await tx.execute(sql`set local enable_sort = off`);
      const [explained] = await queryRows<{ 'QUERY PLAN': unknown }>(tx, sql`explain (analyze, format json) ${query}`);
      const text = explained?.['QUERY PLAN'];
      return (typeof text === 'string' ? JSON.parse(text) : text) as [{ Plan: PlanNode }];
    });
    const walk = nodes(plan[0].Plan).find((n) => n['Index Name'] === 'transactions_brand_updated_idx');
    expect(walk, JSON.stringify(plan)).toBeDefined();
    expect(walk?.['Index Cond']).toMatch(/updated_at >=/);
    // It reads the brand's rows changed since the day began (the demo's too), never those before.
    const [counts] = await queryRows<{ since: number; all: number }>(
      t.database.db,
      sql`select count(*) filter (where updated_at >= reporting_day_start(${DAY}::date))::int as since, count(*)::int as all
            from transactions where brand_id = 'meridian'`,
    );
    const read = (walk?.['Actual Rows'] ?? 0) + (walk?.['Rows Removed by Filter'] ?? 0);
    expect(read).toBeGreaterThanOrEqual(10);
    expect(read).toBeLessThanOrEqual(counts?.since ?? 0);
    expect((counts?.since ?? 0) + 300).toBeLessThanOrEqual(counts?.all ?? 0);
  });

  it('never holds a row changed before it was made', async () => {
    const refusal = (write: Promise<unknown>) =>
      write.then(
        () => 'written',
        (error: Error) => `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`,
      );
    const check = /transactions_updated_after_created_check/;
    expect(await refusal(insert(1, '2026-02-02T10:00:00Z', '2026-02-01T10:00:00Z', 6_000))).toMatch(check);
    const earlier = sql`update transactions set updated_at = created_at - interval '1 second' where client_id = ${client}::uuid`;
    expect(await refusal(t.database.db.execute(earlier))).toMatch(check);
  });
});

type PlanNode = {
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];
