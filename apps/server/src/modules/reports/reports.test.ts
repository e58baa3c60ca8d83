import type {
  TCampaignReport,
  TDailyTransactions,
  TFinanceReport,
  TFtdReport,
  TKpis,
  TUsersPerKey,
  TUsersPerTimeframe,
  TUtmReport,
} from '@crm/contracts';
import {
  ZClientReportQuery,
  ZDemographicsRangeQuery,
  ZFtdReportQuery,
  ZReportQuery,
  ZUtmReportQuery,
} from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from '../../../test/client-accounts.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { campaignReportFromRows } from './campaigns-from-rows.ts';
import {
  dailyTransactionsFromRows,
  usersPerCountryFromRows,
  usersPerDeviceFromRows,
  usersPerTimeframeFromRows,
} from './demographics-from-rows.ts';
import { financeReportFromRows } from './finances-from-rows.ts';
import { firstTimeDepositReportFromRows } from './first-time-deposits-from-rows.ts';
import { kpiWindowsOf } from './kpi-windows.ts';
import { dashboardKpis } from './kpis.ts';
import { kpisFromRows } from './kpis-from-rows.ts';
import type { ReportCaller } from './report-sql.ts';
import { utmReportFromRows } from './utms-from-rows.ts';

let t: TestApp;
let admin: string;
let developer: string;
let salesAgent: string;
const ids: Record<string, string> = {};

const adminCaller: ReportCaller = {
  brand: 'meridian',
  staff: {
    enableCountryWhitelist: false,
    whitelistCountries: [],
    permissions: [],
    role: { name: 'admin', permissions: [] },
  },
};
const cyOnly: ReportCaller = {
  brand: 'meridian',
  staff: { ...adminCaller.staff, enableCountryWhitelist: true, whitelistCountries: ['cy'] },
};

/** One transaction written straight into the table: the triggers convert it and keep the facts. */
async function money(
  db: Db,
  account: string,
  type: string,
  status: string,
  amount: number,
  currency: string,
  at: string,
  extra: { method?: string; refund?: number } = {},
): Promise<string> {
  const rows = (await db.execute(sql`
    insert into transactions (brand_id, client_id, trading_account_id, type, status, amount, currency, method, refund_amount, created_at)
    select a.brand_id, a.client_id, a.id, ${type}, ${status}, ${amount}, ${currency}, ${extra.method ?? null}, ${extra.refund ?? 0}, ${at}::timestamptz
      from trading_accounts a where a.id = ${account}
    returning id`)) as unknown as { rows: { id: string }[] };
  const id = rows.rows[0]?.id;
  if (!id) throw new Error('transaction not written');
  return id;
}

async function seed(db: Db) {
  const made = await addClientsWithAccounts(db, {
    alice: {
      brand: 'meridian',
      name: 'Alice Able',
      country: 'cy',
      accounts: { a1: 'mt5', aDemo: { platform: 'mt5', environment: 'demo' } },
    },
    bob: { brand: 'meridian', name: 'Bob Best', country: 'gr', accounts: { b1: 'ctrader' } },
    carl: { brand: 'meridian', name: 'Carl Cole', country: 'de', accounts: { c1: 'mt4' } },
    dana: { brand: 'meridian', name: 'Dana Dry', country: 'cy' },
    nora: { brand: 'northwind', name: 'Nora North', country: 'cy', accounts: { n1: 'mt4' } },
  });
  Object.assign(ids, made.accounts, made.clients);
  const [agent] = (
    (await db.execute(sql`select id from staff where email = 'sales@demo.test'`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  salesAgent = agent?.id ?? '';
  const client = (id: string | undefined, at: string, utms: object, kyc = 'not_started') =>
    db.execute(sql`update clients set created_at = ${at}::timestamptz, utms = ${JSON.stringify(utms)}::jsonb,
      kyc_status = ${kyc} where id = ${id}`);
  await client(
    ids.alice,
    '2026-10-01T08:00:00Z',
    { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'autumn' },
    'approved',
  );
  await client(ids.bob, '2026-10-03T08:00:00Z', { utm_source: 'facebook', utm_campaign: 'spring' });
  await client(ids.carl, '2026-10-20T08:00:00Z', {});
  await client(ids.dana, '2026-11-02T08:00:00Z', { utm_source: 'google', utm_medium: 'seo' }, 'approved');
  await client(ids.nora, '2026-10-02T08:00:00Z', { utm_source: 'google' }, 'approved');
  await db.execute(sql`update clients set sales_agent_id = ${salesAgent} where id in (${ids.alice}, ${ids.carl})`);
  // Rates before any non-USD money (the conversion trigger needs one on or before the day).
  // Only these rates, so the expected figures below follow from them (the demo's source filled every day).
  await db.execute(sql`delete from exchange_rates where currency in ('EUR', 'BTC', 'GBP')`);
  await db.execute(sql`insert into exchange_rates (currency, day, usd_per_unit, source) values
    ('EUR', '2026-09-01', 1.1, 'test'), ('EUR', '2026-10-15', 1.083333333333, 'test'),
    ('BTC', '2026-09-01', 60000.5, 'test'), ('GBP', '2026-09-01', 1.27, 'test')
    on conflict (currency, day) do update set usd_per_unit = excluded.usd_per_unit, source = excluded.source`);

  const a1 = ids.a1 as string;
  const b1 = ids.b1 as string;
  await money(db, a1, 'deposit', 'approved', 100_000, 'USD', '2026-10-02T10:00:00Z', { method: 'skrill' });
  await money(db, a1, 'deposit', 'approved', 50_025, 'EUR', '2026-10-16T10:00:00Z', { method: 'credit_card' });
  await money(db, a1, 'withdrawal', 'approved', 20_000, 'USD', '2026-10-20T10:00:00Z', { method: 'bank_wire' });
  await money(db, a1, 'withdrawal', 'pending', 5_000, 'USD', '2026-10-21T10:00:00Z', { method: 'bank_wire' });
  await money(db, a1, 'withdrawal', 'rejected', 3_000, 'USD', '2026-10-21T11:00:00Z', { method: 'skrill' });
  await money(db, ids.aDemo as string, 'deposit', 'approved', 999_999, 'USD', '2026-10-02T10:00:00Z', {
    method: 'skrill',
  });
  ids.btc = await money(db, b1, 'deposit', 'approved', 1_234_567, 'BTC', '2026-10-05T10:00:00Z', { method: 'crypto' });
  ids.dup = await money(db, b1, 'deposit', 'approved', 30_000, 'USD', '2026-10-06T23:59:00Z', { method: 'neteller' });
  await money(db, b1, 'deposit', 'pending', 1_000, 'USD', '2026-10-07T10:00:00Z', { method: 'skrill' });
  await money(db, b1, 'deposit', 'rejected', 2_000, 'USD', '2026-10-07T10:00:00Z', { method: 'skrill' });
  await money(db, b1, 'balance_operation_deposit', 'approved', 5_000, 'USD', '2026-10-08T10:00:00Z');
  await money(db, b1, 'balance_operation_withdrawal', 'approved', 1_000, 'USD', '2026-10-08T10:00:00Z');
  await money(db, b1, 'credit_operation_deposit', 'approved', 7_000, 'USD', '2026-10-08T10:00:00Z');
  await money(db, b1, 'credit_operation_withdrawal', 'approved', 2_000, 'USD', '2026-10-08T10:00:00Z');
  ids.gbp = await money(db, b1, 'deposit', 'approved', 25_000, 'GBP', '2026-10-10T10:00:00Z', { method: 'bank_wire' });
  await money(db, ids.c1 as string, 'deposit', 'approved', 77_777, 'USD', '2026-11-02T10:00:00Z', { method: 'skrill' });
  await money(db, ids.c1 as string, 'deposit', 'approved', 12_345, 'EUR', '2026-11-03T10:00:00Z', { method: 'skrill' });
  await money(db, ids.n1 as string, 'deposit', 'approved', 5_000_000, 'USD', '2026-10-02T10:00:00Z', {
    method: 'skrill',
  });
  // Money given back after it arrived: a partial refund, a chargeback after a partial refund, a
  // duplicate, a full refund.
  await db.execute(sql`update transactions set status = 'partial_refund', refund_amount = 10000
    where trading_account_id = ${a1} and currency = 'EUR'`);
  await db.execute(
    sql`update transactions set status = 'partial_refund', refund_amount = 234567 where id = ${ids.btc}`,
  );
  await db.execute(sql`update transactions set status = 'chargeback' where id = ${ids.btc}`);
  await db.execute(sql`update transactions set status = 'duplicated' where id = ${ids.dup}`);
  await db.execute(sql`update transactions set status = 'refund', refund_amount = 25000 where id = ${ids.gbp}`);
  // A client moving country takes their money along.
  await db.execute(sql`update clients set country = 'cy' where id = ${ids.carl}`);
}

beforeAll(async () => {
  t = await startTestApp({}, { beforeStart: seed });
  admin = (await t.signIn('admin@demo.test')).token;
  developer = (await t.signIn('developer@demo.test')).token;
});
afterAll(() => t.close());

const get = <T>(path: string, token = admin) => t.call<T>('GET', path, { token });
const cents = (usd: string) => BigInt(usd.replace('.', ''));

/** Every count and USD figure of the totals is the sum of the rows' (rates are not sums). */
function expectTotalsAreSums(rows: readonly Record<string, unknown>[], totals: Record<string, unknown>) {
  for (const [key, total] of Object.entries(totals)) {
    if (key.endsWith('_rate')) continue;
    if (typeof total === 'number')
      expect(
        rows.reduce((s, r) => s + (r[key] as number), 0),
        key,
      ).toBe(total);
    else if (typeof total === 'string')
      expect(
        rows.reduce((s, r) => s + cents(r[key] as string), 0n),
        key,
      ).toBe(cents(total));
  }
}

const RANGE = 'from=2026-09-01&to=2026-11-30';

// Months cut at both ends: the month rollup answers the whole months, the daily one the edges.
const RAGGED = 'from=2026-09-15&to=2026-11-10';

describe('finances', () => {
  it.each([
    ['day', RANGE],
    ['week', RANGE],
    ['month', RANGE],
    ['month', RAGGED],
    ['month', 'from=2026-10-02&to=2026-10-30'],
  ])('equals its raw twin, grouped by %s over %s, totals the sum of the rows', async (group, range) => {
    const query = `${range}&group_by=${group}`;
    const res = await get<TFinanceReport>(`/dashboard/reports/finances?${query}`);
    expect(res.status).toBe(200);
    const raw = await financeReportFromRows(
      t.database.db,
      adminCaller,
      ZReportQuery.parse(Object.fromEntries(new URLSearchParams(query))),
    );
    expect(res.body).toEqual(raw);
    expectTotalsAreSums(res.body.rows, res.body.totals);
  });

  it('counts the definitions: settled deposits, net of refunds and reversals, no demo, no other brand', async () => {
    const { body } = await get<TFinanceReport>(`/dashboard/reports/finances?${RANGE}&group_by=month`);
    const october = body.rows.find((r) => r.period === '2026-10-01');
    // Settled: alice 1000.00 USD + 500.25 EUR at 1.083333333333 (541.94), bob's GBP 250.00 at 1.27 (317.50).
    expect(october?.deposits_usd).toBe('1859.44');
    expect(october?.deposits_count).toBe(3);
    expect(october?.withdrawals_usd).toBe('200.00');
    expect(october?.chargebacks_count).toBe(1);
    expect(october?.duplicates_usd).toBe('300.00');
    expect(october?.balance_in_usd).toBe('50.00');
    expect(october?.credit_out_usd).toBe('20.00');
    // 3 settled + chargeback + duplicate of 6 decided (the rejected one); the pending one waits.
    expect(october?.deposits_decided).toBe(6);
    expect(october?.deposit_approval_rate).toBe('0.8333');
    expect(october?.withdrawal_approval_rate).toBe('0.5000');
    // Arrived 1859.44 + BTC 740.75 + 300.00 = 2900.19; refunded 108.33 + 140.74 + 317.50; reversed
    // 600.00 (BTC) + 300.00 (duplicate); paid out 200.00.
    expect(october?.net_deposits_usd).toBe('1233.62');
    expect(october?.refunds_usd).toBe('566.57');
    expect(body.by_currency.find((c) => c.currency === 'EUR')?.deposits_amount).toBe('623.70');
    expect(body.by_currency.find((c) => c.currency === 'BTC')).toBeUndefined();
    expect(body.by_method.find((m) => m.method === 'skrill')?.deposits_count).toBe(3);
    expect(body.totals.deposits_usd).not.toContain('50000');
  });

  it('filters by country, platform, currency and sales agent; a moved client counts in the new country', async () => {
    const q = (extra: string) => `${RANGE}&group_by=month&${extra}`;
    for (const extra of [
      'country=de',
      'country=cy,gr',
      'platform=mt4',
      'currency=EUR,GBP',
      `sales_agent=${salesAgent}`,
    ]) {
      const res = await get<TFinanceReport>(`/dashboard/reports/finances?${q(extra)}`);
      expect(res.status, extra).toBe(200);
      const raw = await financeReportFromRows(
        t.database.db,
        adminCaller,
        ZReportQuery.parse(Object.fromEntries(new URLSearchParams(q(extra)))),
      );
      expect(res.body, extra).toEqual(raw);
    }
    expect((await get<TFinanceReport>(`/dashboard/reports/finances?${q('country=de')}`)).body.rows).toEqual([]);
    const cy = await get<TFinanceReport>(`/dashboard/reports/finances?${q('country=cy&platform=mt4')}`);
    expect(cy.body.totals.deposits_count).toBe(2);
  });
});

describe('client reports', () => {
  it('first-time deposits equal their raw twin', async () => {
    for (const query of [
      `${RANGE}&group_by=day`,
      `${RANGE}&group_by=week`,
      `${RANGE}&group_by=month`,
      `${RAGGED}&group_by=month`,
      `${RAGGED}&group_by=month&sales_agent=${salesAgent}`,
      `${RANGE}&group_by=month&utm_source=google`,
      `${RAGGED}&group_by=month&utm_source=facebook`,
      `${RANGE}&group_by=day&utm_source=${encodeURIComponent('(none)')}`,
      `${RANGE}&group_by=week&utm_source=nowhere`,
    ]) {
      const res = await get<TFtdReport>(`/dashboard/reports/firstTimeDeposits?${query}`);
      expect(res.status, query).toBe(200);
      const raw = await firstTimeDepositReportFromRows(
        t.database.db,
        adminCaller,
        ZFtdReportQuery.parse(Object.fromEntries(new URLSearchParams(query))),
      );
      expect(res.body, query).toEqual(raw);
      expectTotalsAreSums(res.body.rows, res.body.totals);
    }
    const { body } = await get<TFtdReport>(`/dashboard/reports/firstTimeDeposits?${RANGE}&group_by=month`);
    // Alice (Oct 2), Bob (his GBP deposit, refunded later, still arrived: Oct 10), Carl (Nov 2).
    expect(body.totals.ftd_count).toBe(3);
    expect(body.conversion).toEqual({ basis: 'registration_cohort', registrations: 4, ftd_clients: 3, rate: '0.7500' });
    expect(body.by_sales_agent.find((a) => a.sales_agent_id === salesAgent)?.name).toBeTruthy();
  });

  it('first-time deposits by UTM source: the report, its cohort and its list agree', async () => {
    const days = 'fromDate=2026-09-01&toDate=2026-11-30';
    for (const [source, ftds, registrations] of [
      ['google', 1, 2], // Alice (and Dana, registered without a deposit)
      ['facebook', 1, 1], // Bob
      ['(none)', 1, 1], // Carl
      ['nowhere', 0, 0],
    ] as const) {
      const utm = `utm_source=${encodeURIComponent(source)}`;
      const report = await get<TFtdReport>(`/dashboard/reports/firstTimeDeposits?${RANGE}&group_by=month&${utm}`);
      expect(report.body.totals.ftd_count, source).toBe(ftds);
      expect(report.body.conversion.registrations, source).toBe(registrations);
      expect(
        report.body.by_utm_source.map((r) => r.utm_source ?? '(none)'),
        source,
      ).toEqual(ftds ? [source] : []);
      const list = await get<{ docs: { client: { _id: string } }[]; totalDocs: number }>(
        `/dashboard/users/transactions/firstTimeDeposits?${days}&${utm}`,
      );
      expect(list.status, source).toBe(200);
      expect(list.body.totalDocs, source).toBe(ftds);
      expect(list.body.docs).toHaveLength(ftds);
    }
  });

  it('leave out a soft-deleted client, in the facts, the lists and every raw twin, and take them back on restore', async () => {
    const db = t.database.db;
    const ftdQuery = `${RANGE}&group_by=month`;
    const before = (await get<TFtdReport>(`/dashboard/reports/firstTimeDeposits?${ftdQuery}`)).body;
    const countriesBefore = (await get<TUsersPerKey>('/dashboard/demographics/usersPerCountry')).body;
    const financeBefore = (await get<TFinanceReport>(`/dashboard/reports/finances?${RANGE}&group_by=month`)).body;
    // Carl (de, then cy) has two deposits: an undone import would refuse him, but the rule is the database's.
    await db.execute(
      sql`update clients set deleted_at = now(), delete_reason = 'import undone' where id = ${ids.carl}`,
    );
    try {
      const ftd = await get<TFtdReport>(`/dashboard/reports/firstTimeDeposits?${ftdQuery}`);
      expect(ftd.body.totals.ftd_count).toBe(before.totals.ftd_count - 1);
      expect(ftd.body.conversion.registrations).toBe(before.conversion.registrations - 1);
      expect(ftd.body).toEqual(
        await firstTimeDepositReportFromRows(
          db,
          adminCaller,
          ZFtdReportQuery.parse({ from: '2026-09-01', to: '2026-11-30', group_by: 'month' }),
        ),
      );
      const list = await get<{ totalDocs: number; docs: unknown[] }>(
        '/dashboard/users/transactions/firstTimeDeposits?fromDate=2026-09-01&toDate=2026-11-30',
      );
      expect(list.body.totalDocs).toBe(ftd.body.totals.ftd_count);
      expect(list.body.docs).toHaveLength(ftd.body.totals.ftd_count);
      const countries = await get<TUsersPerKey>('/dashboard/demographics/usersPerCountry');
      expect(countries.body.total).toBe(countriesBefore.total - 1);
      expect(countries.body).toEqual(await usersPerCountryFromRows(db, adminCaller));
      expect((await get<TUsersPerKey>('/dashboard/demographics/usersPerDevice')).body).toEqual(
        await usersPerDeviceFromRows(db, adminCaller),
      );
      const finance = await get<TFinanceReport>(`/dashboard/reports/finances?${RANGE}&group_by=month`);
      expect(finance.body.totals.deposits_count).toBe(financeBefore.totals.deposits_count - 2);
      expect(finance.body).toEqual(
        await financeReportFromRows(
          db,
          adminCaller,
          ZReportQuery.parse({ from: '2026-09-01', to: '2026-11-30', group_by: 'month' }),
        ),
      );
      const deposits = await get<{ docs: { client: { _id: string } }[] }>(
        '/dashboard/users/transactions?list=deposits&fromDate=2026-09-01&toDate=2026-11-30&limit=100',
      );
      expect(deposits.body.docs.map((d) => d.client._id)).not.toContain(ids.carl);
      const now = new Date('2026-11-03T15:00:00Z');
      expect(await dashboardKpis(db, adminCaller, now)).toEqual(
        await kpisFromRows(db, adminCaller, kpiWindowsOf('2026-11-03')),
      );
    } finally {
      await db.execute(sql`update clients set deleted_at = null, delete_reason = null where id = ${ids.carl}`);
    }
    expect((await get<TFtdReport>(`/dashboard/reports/firstTimeDeposits?${ftdQuery}`)).body).toEqual(before);
    expect((await get<TFinanceReport>(`/dashboard/reports/finances?${RANGE}&group_by=month`)).body).toEqual(
      financeBefore,
    );
  });

  it('UTMs (by source and drilled into a source) and campaigns equal their raw twins', async () => {
    for (const query of [
      RANGE,
      `${RANGE}&utm_source=google`,
      `${RANGE}&country=cy`,
      RAGGED,
      `${RAGGED}&utm_source=google`,
    ]) {
      const res = await get<TUtmReport>(`/dashboard/reports/utms?${query}`);
      expect(res.status, query).toBe(200);
      const raw = await utmReportFromRows(
        t.database.db,
        adminCaller,
        ZUtmReportQuery.parse(Object.fromEntries(new URLSearchParams(query))),
      );
      expect(res.body, query).toEqual(raw);
      expectTotalsAreSums(res.body.rows, res.body.totals);
    }
    const drill = await get<TUtmReport>(`/dashboard/reports/utms?${RANGE}&utm_source=google`);
    expect(drill.body.level).toBe('campaign');
    expect(drill.body.rows.map((r) => r.utm_medium).sort()).toEqual(['cpc', 'seo']);
    for (const query of [`${RANGE}&group_by=week`, `${RANGE}&group_by=month`, `${RAGGED}&group_by=month`]) {
      const res = await get<TCampaignReport>(`/dashboard/reports/campaigns?${query}`);
      expect(res.status).toBe(200);
      const raw = await campaignReportFromRows(
        t.database.db,
        adminCaller,
        ZClientReportQuery.parse(Object.fromEntries(new URLSearchParams(query))),
      );
      expect(res.body).toEqual(raw);
      expectTotalsAreSums(res.body.rows, res.body.totals);
    }
  });
});

describe('dashboard and demographics', () => {
  it('the KPIs equal their raw twin for an injected "today", and show only what the caller may see', async () => {
    const now = new Date('2026-11-03T15:00:00Z');
    const facts = await dashboardKpis(t.database.db, adminCaller, now);
    expect(facts).toEqual(await kpisFromRows(t.database.db, adminCaller, kpiWindowsOf('2026-11-03')));
    expect(facts.previous_month).toEqual({ from: '2026-10-01', to: '2026-10-03' });
    expect(facts.new_clients?.month).toBe(1);
    expect(facts.deposits_usd?.yesterday).toBe('777.77');
    const all = await get<TKpis>('/dashboard/reports/kpis');
    expect(all.status).toBe(200);
    expect(all.body.deposits_usd).toBeDefined();
    const clientsOnly = await get<TKpis>('/dashboard/reports/kpis', developer);
    expect(clientsOnly.status).toBe(200);
    expect(clientsOnly.body.new_clients).toBeDefined();
    expect(clientsOnly.body.deposits_usd).toBeUndefined();
    expect(clientsOnly.body.ftd_usd).toBeUndefined();
  });

  it('demographics equal their raw twins', async () => {
    const country = await get<TUsersPerKey>('/dashboard/demographics/usersPerCountry');
    expect(country.body).toEqual(await usersPerCountryFromRows(t.database.db, adminCaller));
    expect(country.body.rows.find((r) => r.key === 'cy')?.count).toBe(3);
    const device = await get<TUsersPerKey>('/dashboard/demographics/usersPerDevice');
    expect(device.status).toBe(200);
    expect(device.body).toEqual(await usersPerDeviceFromRows(t.database.db, adminCaller));
    expect(device.body.total).toBe(country.body.total);
    for (const query of [`${RANGE}&group_by=day`, `${RANGE}&group_by=month`, `${RAGGED}&group_by=week`]) {
      const parsed = ZDemographicsRangeQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const frame = await get<TUsersPerTimeframe>(`/dashboard/demographics/usersPerTimeframe?${query}`);
      expect(frame.body).toEqual(await usersPerTimeframeFromRows(t.database.db, adminCaller, parsed));
      const daily = await get<TDailyTransactions>(`/dashboard/demographics/dailyTransactions?${query}`);
      expect(daily.body).toEqual(await dailyTransactionsFromRows(t.database.db, adminCaller, parsed));
    }
  });
});

describe('access and queries', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    for (const path of ['/dashboard/reports/finances', '/dashboard/reports/utms', '/dashboard/reports/kpis']) {
      expect((await t.call('GET', `${path}?${RANGE}`)).status).toBe(401);
    }
    for (const path of ['finances', 'firstTimeDeposits', 'utms', 'campaigns']) {
      expect((await get(`/dashboard/reports/${path}?${RANGE}`, developer)).status, path).toBe(403);
    }
    expect((await get('/dashboard/demographics/usersPerCountry', developer)).status).toBe(403);
  });

  it.each([
    ['finances?from=2026-10-02&to=2026-10-01', 'to'],
    ['finances?from=2024-01-01&to=2026-10-01', 'to'],
    ['finances?to=2026-10-01', 'from'],
    [`finances?${RANGE}&group_by=year`, 'group_by'],
    [`finances?${RANGE}&country=xx`, 'country'],
    [`finances?${RANGE}&currency=DOGE`, 'currency'],
    [`finances?${RANGE}&sales_agent=bob`, 'sales_agent'],
    [`firstTimeDeposits?${RANGE}&platform=mt5`, 'platform'],
  ])('refuses %s with a 400 that names the field', async (path, field) => {
    const res = await get(`/dashboard/reports/${path}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(errorOf(res))).toContain(field);
  });

  it("keeps to the brand and to a whitelisted staff member's countries", async () => {
    // A token is for one brand: switch, then ask there. Only that brand's money shows.
    const switched = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: (await t.signIn('admin@demo.test')).refresh_token, brand: 'northwind' },
    });
    const northwind = await get<TFinanceReport>(
      `/dashboard/reports/finances?${RANGE}&group_by=month&brand=northwind`,
      switched.body.token,
    );
    expect(northwind.status).toBe(200);
    expect(northwind.body.totals.deposits_usd).toBe('50000.00');
    expect(northwind.body.totals.deposits_count).toBe(1);
    const meridian = await get<TFinanceReport>(`/dashboard/reports/finances?${RANGE}&group_by=month`);
    expect(meridian.body.totals.deposits_usd).toBe('2770.95');
    const accounting = (
      await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=accounting@', { token: admin })
    ).body.docs[0];
    const set = await t.call('PUT', `/dashboard/crmusers/${accounting?._id}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['cy'] },
    });
    expect(set.status).toBe(200);
    const limited = (await t.signIn('accounting@demo.test')).token;
    const query = `${RANGE}&group_by=month`;
    const res = await get<TFinanceReport>(`/dashboard/reports/finances?${query}&brand=meridian`, limited);
    expect(res.status).toBe(200);
    const raw = await financeReportFromRows(
      t.database.db,
      cyOnly,
      ZReportQuery.parse(Object.fromEntries(new URLSearchParams(query))),
    );
    expect(res.body).toEqual(raw);
    // Bob (gr) is out; Alice and Carl (moved to cy) are in.
    expect(res.body.totals.chargebacks_count).toBe(0);
    expect(res.body.totals.deposits_count).toBe(4);
    const ftd = await get<TFtdReport>(`/dashboard/reports/firstTimeDeposits?${query}&brand=meridian`, limited);
    expect(ftd.body).toEqual(
      await firstTimeDepositReportFromRows(
        t.database.db,
        cyOnly,
        ZClientReportQuery.parse(Object.fromEntries(new URLSearchParams(query))),
      ),
    );
  });
});
