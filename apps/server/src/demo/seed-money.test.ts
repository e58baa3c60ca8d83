import {
  CLIENT_REQUEST_TYPES,
  hasAnyPermission,
  LIVE_MIN_DEPOSIT_USD,
  type TAccountTier,
  type TQueueCount,
  type TTransactionRow,
} from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../db/query-rows.ts';
import { verifyLedger } from '../modules/ledger/verify-ledger.ts';
import { reconcile } from '../modules/platform/reconcile.ts';
import { ACT_PERMISSION, STATUS_PERMISSION } from '../modules/requests/request-permissions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DEMO_CLIENTS: '50' });
});
afterAll(() => t.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const BRANDS = ['meridian', 'northwind'];

describe('demo money history', () => {
  it('leaves a sound ledger that agrees with the platforms', async () => {
    expect(await t.database.db.transaction((tx) => verifyLedger(tx))).toEqual({
      bookDifferences: [],
      unbalancedEntries: [],
      heldDifferences: [],
    });
    expect((await reconcile(t.database.db)).differences).toEqual([]);
    const [below] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_books where trading_account_id is not null and balance - held < 0`,
    );
    expect(below?.n).toBe(0);
  });

  it('never takes a client book below zero at any point in time', async () => {
    const dips = await rows<{ book_id: string; lowest: string }>(sql`
      select book_id, min(running)::text as lowest from (
        select p.book_id, sum(p.amount) over (partition by p.book_id order by e.created_at, p.id) as running
        from postings p
        join journal_entries e on e.id = p.entry_id
        join ledger_books b on b.id = p.book_id and b.trading_account_id is not null
      ) as history group by book_id having min(running) < 0`);
    expect(dips).toEqual([]);
  });

  it('gives every settled transaction its own entry and the others none', async () => {
    const wrong = await rows<{ id: string; status: string }>(sql`
      select id, status from transactions
      where (status in ('approved', 'partial_refund', 'refund', 'chargeback')) <> (entry_id is not null)`);
    expect(wrong).toEqual([]);
    const shared = await rows<{ entry_id: string }>(sql`
      select entry_id from transactions where entry_id is not null
      group by entry_id having count(*) > 1`);
    expect(shared).toEqual([]);
    // Refunds and chargebacks are entries of their own, linked to the deposit's, and add up to refund_amount.
    const refunds = await rows<{ id: string; status: string; amount: string; refund: string; back: string }>(sql`
      select t.id, t.status, t.amount::text, t.refund_amount::text as refund,
        coalesce(sum(-p.amount) filter (where e.type = 'refund'), 0)::text as back
      from transactions t
      left join journal_entries e on e.linked_entry_id = t.entry_id
      left join postings p on p.entry_id = e.id and p.book_id in (select id from ledger_books where trading_account_id = t.trading_account_id)
      where t.type = 'deposit' and t.status in ('partial_refund', 'refund', 'chargeback')
      group by t.id`);
    expect(refunds.map((r) => r.status).sort()).toEqual(expect.arrayContaining(['partial_refund', 'refund']));
    for (const r of refunds) {
      expect(r.back, r.id).toBe(r.refund);
      if (r.status === 'refund') expect(r.refund, r.id).toBe(r.amount);
    }
  });

  it('has payments of every method and status, staff operations and transfers', async () => {
    const kinds = await rows<{ type: string; status: string; method: string | null }>(
      sql`select distinct type, status, method from transactions`,
    );
    const has = (type: string, status?: string, method?: string) =>
      kinds.some((k) => k.type === type && (!status || k.status === status) && (!method || k.method === method));
    for (const method of ['skrill', 'bank_wire', 'neteller', 'credit_card', 'crypto'])
      expect(has('deposit', 'approved', method), method).toBe(true);
    for (const status of ['partial_refund', 'refund', 'chargeback', 'rejected', 'cancelled', 'error', 'pending'])
      expect(has('deposit', status), status).toBe(true);
    for (const status of ['approved', 'rejected', 'pending']) expect(has('withdrawal', status), status).toBe(true);
    for (const type of [
      'balance_operation_deposit',
      'balance_operation_withdrawal',
      'credit_operation_deposit',
      'credit_operation_withdrawal',
      'transfer_between_accounts',
    ])
      expect(has(type, 'approved'), type).toBe(true);
  });

  it('spreads the history over about 18 months, nothing in the future', async () => {
    const [span] = await rows<{ oldest: number; future: number }>(sql`
      select extract(day from now() - min(created_at))::int as oldest,
        (select count(*)::int from (
          select created_at as at from transactions union all select updated_at from transactions
          union all select created_at from journal_entries
          union all select created_at from client_requests union all select updated_at from client_requests
          union all select processed_at from client_requests union all select delayed_at from client_requests
          union all select created_at from ledger_holds union all select resolved_at from ledger_holds
        ) as t where at > now()) as future
      from transactions where type = 'deposit'`);
    expect(span?.oldest).toBeGreaterThan(420);
    expect(span?.oldest).toBeLessThan(560);
    expect(span?.future).toBe(0);
  });

  it('answers first-time deposits spread over many months, at or above the tier minimum, as the client rows say', async () => {
    const admin = (await t.signIn('admin@demo.test')).token;
    const res = await t.call<{ docs: TTransactionRow[]; totalDocs: number }>(
      'GET',
      '/dashboard/users/transactions/firstTimeDeposits?limit=1000',
      { token: admin },
    );
    expect(res.status).toBe(200);
    const months = new Set(res.body.docs.map((d) => d.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThan(3);
    const [clients] = await rows<{ n: number }>(
      sql`select count(*)::int as n from clients where brand_id = 'meridian' and first_deposit_at is not null`,
    );
    expect(res.body.totalDocs).toBe(clients?.n);
    const firsts = await rows<{
      tier: TAccountTier;
      currency: string;
      amount: number;
      usd: number;
      ftd: number;
      at_ok: boolean;
    }>(sql`
      select distinct on (t.client_id) a.tier, t.currency, t.amount::float8 as amount, t.usd_amount::float8 as usd,
        c.ftd_amount_usd_cents::float8 as ftd,
        c.first_deposit_at = t.created_at as at_ok
      from transactions t join trading_accounts a on a.id = t.trading_account_id join clients c on c.id = t.client_id
      where t.type = 'deposit' and t.status in ('approved', 'partial_refund', 'refund') and a.environment = 'live'
      order by t.client_id, t.created_at, t.id`);
    expect(firsts.length).toBeGreaterThan(10);
    expect(new Set(firsts.map((f) => f.currency)).size).toBeGreaterThan(2);
    for (const f of firsts) {
      // Fiat and USDT deposits are the tier's figure in their own currency; crypto its worth in USD.
      const crypto = ['BTC', 'ETH', 'MRD'].includes(f.currency);
      expect(crypto ? f.usd : f.amount).toBeGreaterThanOrEqual(LIVE_MIN_DEPOSIT_USD[f.tier] * 100);
      expect(f.ftd).toBe(f.usd);
      expect(f.at_ok).toBe(true);
    }
  });
});

describe('demo requests', () => {
  it('dates nothing in the future', async () => {
    const late = await rows<{ what: string; n: number }>(sql`
      select 'request' as what, count(*)::int as n from client_requests
        where created_at > now() or updated_at > now() or processed_at > now() or delayed_at > now()
      union all
      select 'transaction', count(*)::int from transactions where created_at > now() or updated_at > now()
      union all
      select 'entry', count(*)::int from journal_entries where created_at > now()`);
    expect(late).toEqual([
      { what: 'request', n: 0 },
      { what: 'transaction', n: 0 },
      { what: 'entry', n: 0 },
    ]);
  });

  it('has every type in every state in each brand', async () => {
    const found = await rows<{ brand_id: string; type: string; status: string }>(
      sql`select distinct brand_id, type, status from client_requests`,
    );
    for (const brand of BRANDS)
      for (const type of CLIENT_REQUEST_TYPES)
        for (const status of ['pending', 'processed', 'reject'])
          expect(
            found.some((f) => f.brand_id === brand && f.type === type && f.status === status),
            `${brand} ${type} ${status}`,
          ).toBe(true);
  });

  it('holds what pending withdrawals and transfers ask for, with the pending transaction insertRequest makes', async () => {
    const pending = await rows<{
      type: string;
      amount: number;
      hold_amount: number | null;
      hold_status: string | null;
      on_account: boolean;
      tx_status: string | null;
      tx_amount: number | null;
    }>(sql`
      select r.type, r.amount::float8 as amount, h.amount::float8 as hold_amount, h.status as hold_status,
        b.trading_account_id = r.trading_account_id and b.kind = 'client_balance' as on_account,
        t.status as tx_status, t.amount::float8 as tx_amount
      from client_requests r
      left join ledger_holds h on h.id = r.hold_id left join ledger_books b on b.id = h.book_id
      left join transactions t on t.id = r.transaction_id
      where r.status = 'pending' and r.type in ('withdrawFromAccount', 'transferFundsBetweenAccounts', 'depositCryptoToAccount')`);
    expect(pending.filter((p) => p.type === 'withdrawFromAccount').length).toBeGreaterThanOrEqual(3);
    for (const p of pending) {
      if (p.type !== 'depositCryptoToAccount') {
        expect(p.hold_status).toBe('active');
        expect(p.hold_amount).toBe(p.amount);
        expect(p.on_account).toBe(true);
      }
      if (p.type !== 'transferFundsBetweenAccounts') {
        expect(p.tx_status).toBe('pending');
        expect(p.tx_amount).toBe(p.amount);
      }
    }
    // Resolved requests settled or released their holds.
    const [stale] = await rows<{ n: number }>(sql`
      select count(*)::int as n from client_requests r join ledger_holds h on h.id = r.hold_id
      where (r.status = 'processed' and h.status <> 'posted') or (r.status = 'reject' and h.status <> 'released')`);
    expect(stale?.n).toBe(0);
  });

  it('was acted on by real staff of the brand who hold the permission, four eyes above the threshold', async () => {
    const acted = await rows<{
      type: keyof typeof ACT_PERMISSION;
      status: string;
      processed_by: string;
      created_by: string | null;
      role: string | null;
      permissions: string[] | null;
      in_brand: boolean;
    }>(sql`
      select r.type, r.status, r.processed_by, r.created_by, ro.name as role, ro.permissions,
        exists (select 1 from staff_brands sb where sb.staff_id = s.id and sb.brand_id = r.brand_id) as in_brand
      from client_requests r join staff s on s.id = r.processed_by left join roles ro on ro.id = s.role_id
      where r.status <> 'pending'`);
    expect(acted.length).toBeGreaterThan(0);
    for (const a of acted) {
      const needed = a.status === 'processed' ? ACT_PERMISSION[a.type] : STATUS_PERMISSION[a.type];
      const holder = { permissions: [], role: a.role ? { name: a.role, permissions: a.permissions ?? [] } : null };
      expect(hasAnyPermission(holder, needed), `${a.role} ${a.type}`).toBe(true);
      expect(a.in_brand).toBe(true);
      expect(a.processed_by).not.toBe(a.created_by);
    }
    const [fourEyes] = await rows<{ pending: number; paid: number; same: number }>(sql`
      select count(*) filter (where status = 'pending' and first_approved_by is not null and amount > ${t.config.fourEyesWithdrawalThreshold * 100})::int as pending,
        count(*) filter (where status = 'processed' and amount > ${t.config.fourEyesWithdrawalThreshold * 100})::int as paid,
        count(*) filter (where first_approved_by = processed_by)::int as same
      from client_requests where type = 'withdrawFromAccount'`);
    expect(fourEyes?.pending).toBeGreaterThanOrEqual(1);
    expect(fourEyes?.same).toBe(0);
  });

  it('fills the pending queues and badges', async () => {
    const funding = (await t.signIn('funding@demo.test')).token;
    const res = await t.call<TQueueCount[]>('GET', '/dashboard/queues/counts', { token: funding });
    expect(res.status).toBe(200);
    for (const key of ['requests.pending', 'finances.pendingWithdrawals', 'finances.pendingDeposits'])
      expect(res.body.find((q) => q.key === key)?.count, key).toBeGreaterThan(0);
  });
});
