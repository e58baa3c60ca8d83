import type { TActiveTradersReply, TBalanceReportReply, TBalanceTrendReply } from '@crm/contracts';
import { ZActiveTradersQuery, ZBalanceReportQuery } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTradingAccounts,
  type Fixture,
  fixtureAccounts,
  openOn,
  setPrice,
} from '../../../test/platform-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients } from '../../db/schema.ts';
import type { ScopeCaller } from '../../http/data-scope.ts';
import { openAccount } from '../accounts/open-account.ts';
import { closePosition } from '../platform/close-position.ts';
import { loginOf } from '../platform/platforms.ts';
import { simulatedPlatform } from '../platform/simulated/simulated-platform.ts';
import { activeTraders, activeTradersRaw } from './active-traders.ts';
import {
  ACCOUNT_SCOPE_COLUMNS,
  type AccountMoneyRow,
  accountMoneyColumns,
  figuresOf,
  LIVE_ACCOUNT,
  readAccountMoney,
} from './balance-accounts.ts';
import { balanceReportRaw, balanceTotalsRaw } from './balance-raw.ts';
import { balanceReport } from './balance-report.ts';
import { balanceScope, scopeWhere } from './balance-scope.ts';
import { takeBalanceSnapshots } from './balance-snapshot.ts';
import { balanceTotals } from './balance-totals.ts';
import { ExposedAccountsCache, exposedInScope } from './exposed-accounts.ts';
import { importClosedDeals } from './import-deals.ts';
import { clientFilters } from './report-scope.ts';

let t: TestApp;
let admin: string;
let dealing: string;
let marketing: string;
const f: Fixture = { accounts: {}, clientIds: {} };
const { id, login } = fixtureAccounts(f);
const db = () => t.database.db;

/** A second Meridian client, in Germany, for the whitelist. */
async function addGermanTrader() {
  const [client] = await db()
    .insert(clients)
    .values({ brandId: 'meridian', firstName: 'Greta', lastName: 'German', email: 'greta@reports.test', country: 'de' })
    .returning();
  if (!client) throw new Error('client not added');
  f.clientIds.german = client.id;
  const account = await db().transaction((tx) =>
    openAccount(tx, { brandId: 'meridian', clientId: client.id, platform: 'mt5', environment: 'live' }),
  );
  f.accounts.german = { id: account.id, login: loginOf(account) };
}

const deposit = (key: string, amount: string) =>
  t.call('POST', `/dashboard/users/accounts/${id(key)}/balanceOperation`, {
    token: admin,
    body: { amount, type: 'deposit' },
  });

/** Opens and closes a position at `open` then `close` (EURUSD points). */
async function roundTrip(key: string, side: 'buy' | 'sell', lots: number, open: number, close: number) {
  await setPrice(db(), 'EURUSD', open);
  const position = await openOn(db(), login(key), 'EURUSD', side, lots);
  await db().transaction((tx) => closePosition(tx, position, { price: close }));
}

const today = new Date().toISOString().slice(0, 10);
const range = `from=${today}&to=${today}`;
const auth = (brand: string, whitelist: string[] | null = null): ScopeCaller => ({
  brand,
  staff: { enableCountryWhitelist: whitelist !== null, whitelistCountries: whitelist ?? [] },
});
const query = (extra: Record<string, string> = {}) => ZActiveTradersQuery.parse({ from: today, to: today, ...extra });
const report = (qs = '', token = dealing) =>
  t.call<TActiveTradersReply>('GET', `/dashboard/users/activeTraders?${range}${qs}`, { token });
const balances = (qs = '', token = dealing) =>
  t.call<TBalanceReportReply>('GET', `/dashboard/users/balanceReport?${qs}`, { token });
const withoutFreshness = ({ as_of: _, ...rest }: TActiveTradersReply) => rest;
/** A balance report's figures without the instant they were priced (the twin prices at its own). */
const figures = ({ pricedAt: _, ...rest }: TBalanceReportReply) => rest;

beforeAll(async () => {
  // Each case moves prices or positions and compares with the raw twin at once: the app prices the
  // exposed accounts per request here (the shared reading has its own test, at the end).
  t = await startTestApp({ BALANCE_EXPOSURE_MAX_AGE_MS: '0' }, { beforeStart: (d) => addTradingAccounts(d, f) });
  await addGermanTrader();
  admin = (await t.signIn('admin@demo.test')).token;
  dealing = (await t.signIn('dealing@demo.test')).token;
  marketing = (await t.signIn('marketing@demo.test')).token;
  for (const key of ['a', 'b', 'german']) expect((await deposit(key, '5000')).status).toBe(200);
  // The demo staff work in Meridian only: the other brand's account is funded on its platform.
  await db().transaction((tx) =>
    simulatedPlatform.changeBalance(tx, login('foreign'), { book: 'balance', amount: 500_000, comment: 'test' }),
  );
});
afterAll(() => t.close());

describe('named paths win over the client id route', () => {
  it('answers both reports (not "params.id: Invalid UUID") to a permitted user', async () => {
    expect((await t.call('GET', `/dashboard/users/activeTraders?${range}`, { token: dealing })).status).toBe(200);
    expect((await t.call('GET', '/dashboard/users/balanceReport', { token: dealing })).status).toBe(200);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await t.call('GET', `/dashboard/users/activeTraders?${range}`)).status).toBe(401);
    expect((await t.call('GET', '/dashboard/users/balanceReport')).status).toBe(401);
    expect((await report('', marketing)).status).toBe(403);
    expect((await balances('', marketing)).status).toBe(403);
    expect((await t.call('GET', `/dashboard/reports/balanceTrend?${range}`, { token: marketing })).status).toBe(403);
  });

  it('answers 400 to a bad query', async () => {
    expect((await t.call('GET', '/dashboard/users/activeTraders', { token: dealing })).status).toBe(400);
    expect((await report('&sort=size')).status).toBe(400);
    expect((await report('&top=0')).status).toBe(400);
    expect((await report('&platform=mt9')).status).toBe(400);
    const backwards = await t.call('GET', '/dashboard/users/activeTraders?from=2026-02-02&to=2026-02-01', {
      token: dealing,
    });
    expect(backwards.status).toBe(400);
    expect((await balances('margin_call=maybe')).status).toBe(400);
    expect((await t.call('GET', '/dashboard/reports/balanceTrend?from=x&to=y', { token: dealing })).status).toBe(400);
  });
});

describe('active traders', () => {
  it('counts closed deals once imported, equal to the raw deals', async () => {
    await roundTrip('a', 'buy', 100, 116_500, 116_750); // +250.00 less 7.00 commission
    await roundTrip('a', 'sell', 50, 116_500, 116_600); // -50.00 less 3.50
    await roundTrip('b', 'buy', 200, 116_500, 116_500); // 0 less 14.00
    await roundTrip('german', 'buy', 10, 116_500, 116_600); // +10.00 less 0.70
    await roundTrip('foreign', 'buy', 300, 116_500, 116_600); // another brand

    const before = await report();
    expect(before.body.totalDocs).toBe(0);
    expect(await importClosedDeals(db(), { settleMs: 0 })).toBe(5);

    const res = await report();
    expect(res.status).toBe(200);
    expect(res.body.as_of).not.toBeNull();
    expect(withoutFreshness(res.body)).toEqual(await activeTradersRaw(db(), auth('meridian'), query()));
    expect(res.body.totals).toEqual({ trades: 4, lots: '3.60', notional_usd: '419710.00', pnl_usd: '184.80' });
    expect(res.body.docs.map((d) => [d.user._id, d.trades, d.lots, d.pnl_usd, d.instruments])).toEqual([
      [f.clientIds.mine, 3, '3.50', '175.50', ['EURUSD']],
      [f.clientIds.german, 1, '0.10', '9.30', ['EURUSD']],
    ]);
    expect(res.body.by_platform.map((p) => [p.platform, p.clients, p.trades])).toEqual([
      ['ctrader', 1, 2],
      ['mt5', 2, 2],
    ]);
  });

  it('is idempotent: running the import again, or twice at once, adds nothing', async () => {
    const first = withoutFreshness((await report()).body);
    expect(await importClosedDeals(db(), { settleMs: 0 })).toBe(0);
    await Promise.all([importClosedDeals(db(), { settleMs: 0 }), importClosedDeals(db(), { settleMs: 0 })]);
    expect(withoutFreshness((await report()).body)).toEqual(first);

    // New deals after the cursor are added, in small batches too.
    await roundTrip('b', 'sell', 100, 116_500, 116_400);
    await roundTrip('a', 'buy', 100, 116_500, 116_400);
    expect(await importClosedDeals(db(), { settleMs: 0, batch: 1 })).toBe(2);
    const after = (await report()).body;
    expect(after.totals.trades).toBe(6);
    expect(withoutFreshness(after)).toEqual(await activeTradersRaw(db(), auth('meridian'), query()));
  });

  it('leaves deals younger than the settling time for a later run', async () => {
    await roundTrip('german', 'buy', 10, 116_500, 116_500);
    expect(await importClosedDeals(db(), { settleMs: 60_000 })).toBe(0);
    expect(await importClosedDeals(db(), { settleMs: 0 })).toBe(1);
  });

  it('filters, sorts and keeps the top N, equal to the raw twin', async () => {
    const cases: Record<string, string>[] = [
      { sort: 'pnl', top: '1' },
      { sort: 'trades' },
      { platform: 'mt5' },
      { country: 'de' },
      { platform: 'ctrader,mt4', country: 'cy' },
    ];
    for (const extra of cases) {
      const qs = Object.entries(extra)
        .map(([k, v]) => `&${k}=${v}`)
        .join('');
      const res = await report(qs);
      expect(res.status).toBe(200);
      expect(withoutFreshness(res.body)).toEqual(await activeTradersRaw(db(), auth('meridian'), query(extra)));
    }
    expect((await report('&sort=pnl&top=1')).body.docs.map((d) => d.user._id)).toEqual([f.clientIds.mine]);
    expect((await report('&country=de')).body.docs.map((d) => d.user._id)).toEqual([f.clientIds.german]);
    expect((await report('&platform=mt4')).body.totalDocs).toBe(0);
  });

  it("filters by the client's sales agent", async () => {
    const [agent] = await queryRows<{ id: string }>(db(), sql`select id from staff where email = 'sales@demo.test'`);
    await db().execute(
      sql`update clients set sales_agent_id = ${agent?.id}::uuid where id = ${f.clientIds.german}::uuid`,
    );
    const res = await report(`&sales_agent=${agent?.id}`);
    expect(res.body.docs.map((d) => d.user._id)).toEqual([f.clientIds.german]);
    expect(withoutFreshness(res.body)).toEqual(
      await activeTradersRaw(db(), auth('meridian'), query({ sales_agent: agent?.id ?? '' })),
    );
    expect((await report('&sales_agent=not-a-uuid')).status).toBe(400);
    // `none`: the traders without an agent, as the other reports and lists read it.
    const all = (await report('')).body.docs.map((d) => d.user._id).sort();
    const unassigned = (await report('&sales_agent=none')).body.docs.map((d) => d.user._id).sort();
    expect(unassigned).toEqual(all.filter((id) => id !== f.clientIds.german));
    const either = (await report(`&sales_agent=${agent?.id},none`)).body.docs.map((d) => d.user._id).sort();
    expect(either).toEqual(all);
  });

  it('keeps to the brand: another brand sees only its own trader', async () => {
    const northwind = await activeTraders(db(), auth('northwind'), query());
    expect(northwind.docs.map((d) => d.user._id)).toEqual([f.clientIds.foreign]);
    expect(northwind.totals).toMatchObject({ trades: 1, lots: '3.00' });
    expect(withoutFreshness(northwind)).toEqual(await activeTradersRaw(db(), auth('northwind'), query()));
    expect((await report()).body.docs.map((d) => d.user._id)).not.toContain(f.clientIds.foreign);
  });
});

describe('balance and equity', () => {
  it('reports each live account and totals equal to the raw ledger postings', async () => {
    const asked = Date.now();
    const res = await balances();
    expect(res.status).toBe(200);
    // Priced for this request (BALANCE_EXPOSURE_MAX_AGE_MS=0 here), an ISO instant.
    const pricedAt = Date.parse(res.body.pricedAt);
    expect(new Date(pricedAt).toISOString()).toBe(res.body.pricedAt);
    expect(pricedAt).toBeGreaterThanOrEqual(asked);
    expect(pricedAt).toBeLessThanOrEqual(Date.now());
    expect(res.body.totalDocs).toBe(5); // a, b, c, d and the German account
    const raw = await balanceTotalsRaw(db(), auth('meridian'), {});
    for (const total of res.body.totals) {
      const twin = raw.get(`${total.platform} ${total.currency}`);
      expect(twin).toBeDefined();
      expect(total.accounts).toBe(twin?.accounts);
      expect(total.balance).toBe(((twin?.balance ?? 0) / 100).toFixed(2));
      expect(total.equity).toBe(((twin?.equity ?? 0) / 100).toFixed(2));
      // USD accounts: the USD figures are the figures.
      expect(total.balance_usd).toBe(total.balance);
    }
    expect(res.body.totals.map((x) => x.platform)).toEqual(['ctrader', 'mt4', 'mt5']);
    expect(res.body.margin_call_level_percent).toBe(100);
  });

  it('finds an account in margin call', async () => {
    await setPrice(db(), 'EURUSD', 116_500);
    await openOn(db(), login('german'), 'EURUSD', 'buy', 400); // margin 4,660 on ~5,000
    expect((await balances('margin_call=true')).body.totalDocs).toBe(0);
    await setPrice(db(), 'EURUSD', 115_500); // -4,000: equity under margin
    const res = await balances('margin_call=true');
    expect(res.body.docs.map((d) => d._id)).toEqual([id('german')]);
    expect(res.body.docs[0]?.margin_call).toBe(true);
    expect(Number(res.body.docs[0]?.margin_level)).toBeLessThan(100);
    expect((await balances('margin_call=false')).body.totalDocs).toBe(4);
    const raw = await balanceTotalsRaw(db(), auth('meridian'), { platform: ['mt5'] });
    const mt5 = (await balances('platform=mt5')).body.totals[0];
    expect(mt5?.equity).toBe(((raw.get('mt5 USD')?.equity ?? 0) / 100).toFixed(2));
  });

  it('pages with the list kit shape and filters by platform and currency', async () => {
    const page = await balances('limit=2&page=2');
    expect(page.body.docs).toHaveLength(2);
    expect(page.body.totalDocs).toBe(5);
    expect((await balances('currency=EUR')).body.totalDocs).toBe(0);
    expect((await balances('platform=ctrader')).body.docs.map((d) => d._id)).toEqual([id('a')]);
  });

  it('takes one snapshot per brand and reporting day, and serves the trend from it', async () => {
    const taken = await takeBalanceSnapshots(db());
    expect(taken).toContain('meridian');
    expect(await takeBalanceSnapshots(db())).toEqual([]);
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from balance_daily_snapshots where brand_id = 'meridian'`,
    );
    const trend = await t.call<TBalanceTrendReply>('GET', `/dashboard/reports/balanceTrend?${range}`, {
      token: dealing,
    });
    expect(trend.status).toBe(200);
    expect(trend.body.days).toHaveLength(1);
    expect(trend.body.days[0]?.accounts).toBe(5);
    const now = (await balances()).body.totals;
    const sum = now.reduce((s, x) => s + Math.round(Number(x.balance_usd) * 100), 0);
    expect(Math.round(Number(trend.body.days[0]?.balance_usd) * 100)).toBe(sum);
    // Again: nothing changes.
    await takeBalanceSnapshots(db());
    const again = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from balance_daily_snapshots where brand_id = 'meridian'`,
    );
    expect(again).toEqual(rows);
  });
});

describe('country whitelist', () => {
  it("counts only the staff member's countries in every report", async () => {
    const staff = (
      await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=dealing@', { token: admin })
    ).body.docs[0];
    const set = await t.call('PUT', `/dashboard/crmusers/${staff?._id}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['de'] },
    });
    expect(set.status).toBe(200);
    const limited = (await t.signIn('dealing@demo.test')).token;
    const traders = await report('', limited);
    expect(traders.body.docs.map((d) => d.user._id)).toEqual([f.clientIds.german]);
    expect(withoutFreshness(traders.body)).toEqual(await activeTradersRaw(db(), auth('meridian', ['de']), query()));
    const accounts = await balances('', limited);
    expect(accounts.body.docs.map((d) => d._id)).toEqual([id('german')]);
    const trend = await t.call<TBalanceTrendReply>('GET', `/dashboard/reports/balanceTrend?${range}`, {
      token: limited,
    });
    expect(trend.body.days[0]?.accounts).toBe(1);
  });
});

describe('the balance report read in SQL equals its raw twin', () => {
  const twin = (qs: Record<string, string>, caller = auth('meridian')) =>
    balanceReportRaw(db(), caller, ZBalanceReportQuery.parse(qs));
  const asQuery = (qs: Record<string, string>) => new URLSearchParams(qs).toString();

  it('on every page, with margin_call true and false, a platform and a currency filter', async () => {
    // More accounts of the first client, one in EUR, and positions on some: exposed accounts in and
    // out of margin call, on several platforms, among accounts with no positions at all.
    for (const [key, platform, currency] of [
      ['e', 'mt5', 'EUR'],
      ['f', 'mt4', 'USD'],
      ['g', 'mt5', 'USD'],
    ] as const) {
      const account = await db().transaction((tx) =>
        openAccount(tx, {
          brandId: 'meridian',
          clientId: f.clientIds.mine ?? '',
          platform,
          environment: 'live',
          currency,
        }),
      );
      f.accounts[key] = { id: account.id, login: loginOf(account) };
      expect((await deposit(key, '3000')).status).toBe(200);
    }
    await setPrice(db(), 'EURUSD', 116_500);
    await openOn(db(), login('a'), 'EURUSD', 'buy', 10);
    await openOn(db(), login('e'), 'EURUSD', 'sell', 20);
    await openOn(db(), login('g'), 'EURUSD', 'buy', 250); // margin ~2,900 on 3,000
    await setPrice(db(), 'EURUSD', 115_800); // g (and the German account) fall under margin

    const cases: Record<string, string>[] = [
      {},
      { limit: '3', page: '2' },
      { limit: '3', page: '3' },
      { limit: '2', page: '4' },
      { margin_call: 'true' },
      { margin_call: 'true', limit: '1', page: '2' },
      { margin_call: 'false', limit: '3', page: '2' },
      { margin_call: 'false', limit: '3', page: '3' },
      { platform: 'mt5', limit: '2', page: '2' },
      { platform: 'mt4,ctrader', margin_call: 'false' },
      { currency: 'EUR' },
      { currency: 'USD', limit: '2', page: '3' },
      { platform: 'mt5', currency: 'USD', margin_call: 'true' },
    ];
    for (const qs of cases) {
      const res = await balances(asQuery(qs), admin);
      expect(res.status).toBe(200);
      expect(figures(res.body), asQuery(qs)).toEqual(figures(await twin(qs)));
    }
    const inCall = (await balances('margin_call=true', admin)).body;
    expect(inCall.docs.map((d) => d._id).sort()).toEqual([id('german'), id('g')].sort());
    expect((await balances('margin_call=false', admin)).body.totalDocs).toBe(6);
    expect((await balances('currency=EUR', admin)).body.docs.map((d) => d._id)).toEqual([id('e')]);
  });

  it('for a caller whose countries are whitelisted', async () => {
    const limited = (await t.signIn('dealing@demo.test')).token; // whitelisted to Germany above
    const cases: Record<string, string>[] = [
      {},
      { margin_call: 'true' },
      { margin_call: 'false' },
      { limit: '1', page: '2' },
    ];
    for (const qs of cases) {
      const res = await balances(asQuery(qs), limited);
      expect(figures(res.body)).toEqual(figures(await twin(qs, auth('meridian', ['de']))));
    }
    expect((await balances('', limited)).body.totals.map((x) => x.accounts)).toEqual([1]);
  });
});

describe('the exposed accounts, priced once per interval', () => {
  it('are shared by every report, and read again in the background once older than the interval', async () => {
    let now = 0;
    const shared = new ExposedAccountsCache(db(), { maxAgeMs: 2000, now: () => now });
    const query = ZBalanceReportQuery.parse({});
    const whitelisted = auth('meridian', ['de']);
    const report = (caller = auth('meridian')) => balanceReport(db(), shared, caller, query);
    const twin = (caller = auth('meridian')) => balanceReportRaw(db(), caller, query);
    await setPrice(db(), 'EURUSD', 116_200);
    const first = await report();
    expect(figures(first)).toEqual(figures(await twin()));
    // The reply says when the reading it was served was priced: the cache's clock at its start.
    expect(first.pricedAt).toBe('1970-01-01T00:00:00.000Z');
    // Another caller in the same interval reads the same pricing, narrowed to their countries.
    const narrowed = await report(whitelisted);
    expect(figures(narrowed)).toEqual(figures(await twin(whitelisted)));
    expect(narrowed.pricedAt).toBe(first.pricedAt);

    await setPrice(db(), 'EURUSD', 115_400); // the open EURUSD positions lose
    now = 1999;
    const within = await report();
    expect(within.totals).toEqual(first.totals);
    expect(within.pricedAt).toBe(first.pricedAt);
    const moved = await twin();
    expect(moved.totals).not.toEqual(first.totals);

    // Past the interval the last reading is still served while the next is read, then the next.
    now = 2000;
    const stale = await report();
    expect(stale.totals).toEqual(first.totals);
    expect(stale.pricedAt).toBe(first.pricedAt);
    await shared.settled();
    const next = await report();
    expect(figures(next)).toEqual(figures(moved));
    expect(next.pricedAt).toBe('1970-01-01T00:00:02.000Z');
  });
});

describe('the balance scope, one set of rules read by the SQL and in memory', () => {
  it('lets the same accounts through the page SQL, the totals, the exposed filter and the raw twin', async () => {
    type Row = AccountMoneyRow & { brand_id: string };
    const all = await queryRows<Row>(
      db(),
      sql`select ${accountMoneyColumns()}, a.brand_id from trading_accounts a join clients on clients.id = a.client_id
           where ${LIVE_ACCOUNT}`,
    );
    // Every account as if exposed: the in-memory filter of the shared reading sees them all.
    const shared = all.map((r) => ({ ...figuresOf(r, undefined), brandId: r.brand_id }));
    expect(new Set(all.map((r) => r.brand_id))).toEqual(new Set(['meridian', 'northwind']));
    expect(new Set(all.map((r) => r.country))).toEqual(new Set(['cy', 'de']));
    const callers = [auth('meridian'), auth('meridian', ['de']), auth('meridian', []), auth('meridian', ['cy', 'de'])];
    callers.push(auth('northwind'));
    const queries: { country?: string[]; platform?: string[]; currency?: string[] }[] = [
      {},
      { country: ['de'] },
      { country: ['cy', 'gr'] },
      { platform: ['mt5'] },
      { currency: ['EUR'] },
      { platform: ['mt4', 'ctrader'], currency: ['USD'], country: ['cy'] },
    ];
    for (const caller of callers) {
      for (const q of queries) {
        const label = JSON.stringify({ caller, q });
        const scope = balanceScope(caller, q);
        const inMemory = exposedInScope(shared, scope)
          .map((a) => a.id)
          .sort();
        const bySql = await queryRows<{ id: string }>(
          db(),
          sql`select a.id from trading_accounts a join clients on clients.id = a.client_id
               where ${LIVE_ACCOUNT} and ${scopeWhere(scope, ACCOUNT_SCOPE_COLUMNS)}`,
        );
        expect(bySql.map((r) => r.id).sort(), label).toEqual(inMemory);
        // The raw twin's scope (clientFilters: data-scope.ts) lets the same accounts through.
        const raw = await readAccountMoney(db(), caller.brand, clientFilters(caller, q), q);
        expect(raw.map((r) => r.id).sort(), label).toEqual(inMemory);
        // The totals read the rollup through the same rules: the same accounts by platform and currency.
        const { totals } = await balanceTotals(db(), scope);
        const counted = new Map<string, number>();
        for (const a of exposedInScope(shared, scope)) {
          const key = `${a.platform} ${a.currency}`;
          counted.set(key, (counted.get(key) ?? 0) + 1);
        }
        expect(new Map(totals.map((x) => [`${x.platform} ${x.currency}`, x.accounts])), label).toEqual(counted);
      }
    }
  });
});
