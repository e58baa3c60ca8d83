import type { TPositionPage } from '@crm/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../db/query-rows.ts';
import { clients, journalEntries, simulatedPositions, tradingAccounts } from '../db/schema.ts';
import { verifyLedger } from '../modules/ledger/verify-ledger.ts';
import { reconcile } from '../modules/platform/reconcile.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DEMO_CLIENTS: '120' });
});
afterAll(() => t.close());

describe('demo accounts and trading history', () => {
  it('opens live and demo accounts on all three platforms, and the client rows describe the open ones', async () => {
    const db = t.database.db;
    const byKind = await queryRows<{ platform: string; environment: string; n: number }>(
      db,
      sql`select platform, environment, count(*)::int as n from trading_accounts group by 1, 2`,
    );
    for (const platform of ['ctrader', 'mt4', 'mt5'])
      expect(
        byKind.some((r) => r.platform === platform && r.environment === 'live'),
        platform,
      ).toBe(true);
    expect(byKind.some((r) => r.environment === 'demo')).toBe(true);
    const mismatched = await queryRows<{ id: string }>(
      db,
      sql`select c.id from clients c
          left join trading_accounts a on a.client_id = c.id and a.deleted_at is null
          group by c.id
          having c.live_accounts <> count(*) filter (where a.environment = 'live')
              or c.demo_accounts <> count(*) filter (where a.environment = 'demo')`,
    );
    expect(mismatched).toEqual([]);
    // The quick search's platform ids are real logins.
    const [linked] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from clients c join trading_accounts a
          on a.client_id = c.id and a.platform = 'ctrader' and a.login_id::text = c.ctrader_id`,
    );
    expect(linked?.n).toBeGreaterThan(0);
    for (const brand of ['meridian', 'northwind']) {
      const [n] = await db.select({ n: count() }).from(tradingAccounts).where(eq(tradingAccounts.brandId, brand));
      expect(n?.n, brand).toBeGreaterThan(0);
    }
  });

  it('has open and closed positions, realised in the ledger, and the ledger agrees with the platforms', async () => {
    const db = t.database.db;
    const statuses = await queryRows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from simulated_positions group by 1`,
    );
    expect(statuses.find((s) => s.status === 'POSITION_STATUS_OPEN')?.n).toBeGreaterThan(0);
    expect(statuses.find((s) => s.status === 'POSITION_STATUS_CLOSED')?.n).toBeGreaterThan(0);
    const [pnl] = await db.select({ n: count() }).from(journalEntries).where(eq(journalEntries.type, 'trading_pnl'));
    expect(pnl?.n).toBeGreaterThan(0);
    const [old] = await queryRows<{ days: number }>(
      db,
      sql`select extract(day from now() - min(open_time))::int as days from simulated_positions`,
    );
    expect(old?.days).toBeGreaterThan(30);
    expect(await db.transaction((tx) => verifyLedger(tx))).toEqual({
      bookDifferences: [],
      unbalancedEntries: [],
      heldDifferences: [],
    });
    expect((await reconcile(db)).differences).toEqual([]);
  });

  it('shows the seeded history through the API', async () => {
    const db = t.database.db;
    const [withClosed] = await db
      .select({ id: tradingAccounts.id })
      .from(tradingAccounts)
      .innerJoin(
        simulatedPositions,
        and(
          eq(simulatedPositions.platform, tradingAccounts.platform),
          eq(simulatedPositions.loginId, tradingAccounts.loginId),
        ),
      )
      .innerJoin(clients, eq(clients.id, tradingAccounts.clientId))
      .where(and(eq(simulatedPositions.status, 'POSITION_STATUS_CLOSED'), eq(tradingAccounts.brandId, 'meridian')))
      .limit(1);
    const admin = (await t.signIn('admin@demo.test')).token;
    const res = await t.call<TPositionPage>('GET', `/dashboard/users/accounts/${withClosed?.id}/trades?type=closed`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.totalDocs).toBeGreaterThan(0);
    expect(res.body.docs[0]?.status).toBe('POSITION_STATUS_CLOSED');
  });
});
