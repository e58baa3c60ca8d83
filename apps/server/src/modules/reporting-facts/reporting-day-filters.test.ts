import type { TTransactionPage } from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from '../../../test/client-accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { transactions } from '../../db/schema.ts';

/**
 * The lists' day filters read days as the reports do: in the reporting time zone. Twenty hundred
 * UTC on 1 March is already 2 March in Tokyo, so with Tokyo's reporting day the deposit is a
 * 2 March row, in the list and in the facts.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      beforeStart: async (db) => {
        await db.execute(sql`SELECT set_reporting_zone('Asia/Tokyo')`);
        const made = await addClientsWithAccounts(db, {
          tom: { brand: 'meridian', name: 'Tom Tokyo', country: 'cy', accounts: { a: 'mt5' } },
        });
        const [client, account] = [made.clients.tom, made.accounts.a] as [string, string];
        await db.insert(transactions).values({
          brandId: 'meridian',
          clientId: client,
          tradingAccountId: account,
          type: 'deposit',
          status: 'approved',
          amount: 100_00,
          currency: 'USD',
          method: 'skrill',
          createdAt: new Date('2026-03-01T20:00:00Z'),
        });
      },
    },
  );
  admin = (await t.signIn('admin@demo.test')).token;
});
afterAll(() => t?.close());

const count = async (query: string) =>
  (await t.call<TTransactionPage>('GET', `/dashboard/users/transactions?${query}`, { token: admin })).body.totalDocs;

describe('day filters', () => {
  it('count a row on its reporting day', async () => {
    expect(await count('fromDate=2026-03-02&toDate=2026-03-02')).toBe(1);
    expect(await count('fromDate=2026-03-01&toDate=2026-03-01')).toBe(0);
    const [row] = await t.database.db
      .select({ day: transactions.createdAt })
      .from(transactions)
      .where(eq(transactions.amount, 100_00));
    expect(row?.day.toISOString()).toBe('2026-03-01T20:00:00.000Z');
  });
});
