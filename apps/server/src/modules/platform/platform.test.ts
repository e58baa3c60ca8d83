import {
  ErrorCode,
  type TDealPage,
  type TPositionPage,
  type TReconciliationReport,
  type TTradingAccount,
  toMinorUnits,
} from '@crm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTradingAccounts,
  type Fixture,
  fixtureAccounts,
  openOn,
  platformAccount,
  setPrice,
} from '../../../test/platform-fixtures.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { journalEntries, ledgerBooks, simulatedAccounts, simulatedPrices, transactions } from '../../db/schema.ts';
import { verifyLedger } from '../ledger/verify-ledger.ts';
import { closePosition } from './close-position.ts';
import { movePrices, tickPrices } from './price-feed.ts';
import { reconcile } from './reconcile.ts';
import { adoptExistingAccounts } from './simulated/adopt-accounts.ts';
import { simulateTrading } from './simulated-trader.ts';

let t: TestApp;
let admin: string;
let dealing: string;
let support: string;
let sales: string;
const f: Fixture = { accounts: {}, clientIds: {} };
const { id, login } = fixtureAccounts(f);

beforeAll(async () => {
  t = await startTestApp({}, { beforeStart: (db) => addTradingAccounts(db, f) });
  admin = (await t.signIn('admin@demo.test')).token;
  dealing = (await t.signIn('dealing@demo.test')).token;
  support = (await t.signIn('support@demo.test')).token;
  sales = (await t.signIn('sales@demo.test')).token;
});
afterAll(() => t.close());

const db = () => t.database.db;
const account = async (key: string) =>
  (await t.call<TTradingAccount>('GET', `/dashboard/users/accounts/${id(key)}`, { token: admin })).body;
const trades = (key: string, type: 'open' | 'closed', token = support) =>
  t.call<TPositionPage>('GET', `/dashboard/users/accounts/${id(key)}/trades?type=${type}`, { token });
const operate = (key: string, amount: string, type: 'deposit' | 'withdrawal', path = 'balanceOperation') =>
  t.call('POST', `/dashboard/users/accounts/${id(key)}/${path}`, { token: admin, body: { amount, type } });
const ledgerIsSound = async () => {
  expect(await db().transaction((tx) => verifyLedger(tx))).toEqual({
    bookDifferences: [],
    unbalancedEntries: [],
    heldDifferences: [],
  });
};
const reconciled = async () => (await reconcile(db())).differences;

describe('balance and credit operations reach the platform', () => {
  it('mirrors a deposit, a withdrawal and credit on the platform account, with deals tied to the ledger', async () => {
    expect((await operate('a', '10000', 'deposit')).status).toBe(200);
    expect((await operate('a', '250.50', 'withdrawal')).status).toBe(200);
    expect((await operate('a', '100', 'deposit', 'creditOperation')).status).toBe(200);
    expect(await platformAccount(db(), login('a'))).toMatchObject({ balance: 974950, credit: 10000 });
    const deals = await t.call<TDealPage>('GET', `/dashboard/users/accounts/${id('a')}/deals`, { token: dealing });
    expect(deals.status).toBe(200);
    expect(deals.body.totalDocs).toBe(3);
    expect(deals.body.docs.map((d) => [d.kind, d.amount, d.comment])).toEqual([
      ['credit', '100.00', 'credit_operation_deposit'],
      ['balance', '-250.50', 'balance_operation_withdrawal'],
      ['balance', '10000.00', 'balance_operation_deposit'],
    ]);
    expect(await account('a')).toMatchObject({
      balance: '9749.50',
      credit: '100.00',
      equity: '9849.50',
      margin: '0.00',
      free_margin: '9849.50',
      open_positions: 0,
    });
    expect(await reconciled()).toEqual([]);
  });

  it('mirrors a transfer on both accounts', async () => {
    const res = await t.call('POST', '/dashboard/users/accounts/transferFunds', {
      token: admin,
      body: { amount: '49.50', accountFrom: id('a'), accountTo: id('c'), reason: 'test' },
    });
    expect(res.status).toBe(200);
    expect((await platformAccount(db(), login('a'))).balance).toBe(970000);
    expect((await platformAccount(db(), login('c'))).balance).toBe(4950);
    expect(await reconciled()).toEqual([]);
  });
});

describe('positions, prices, equity and P/L', () => {
  let position = 0;

  it('shows an open position priced at the feed, and moves its P/L and the equity when the price ticks', async () => {
    await setPrice(db(), 'EURUSD', 116_500);
    position = await openOn(db(), login('a'), 'EURUSD', 'buy', 100);
    const open = await trades('a', 'open');
    expect(open.status).toBe(200);
    expect(open.body.totalDocs).toBe(1);
    expect(open.body.docs[0]).toMatchObject({
      _id: String(position),
      symbol: 'EURUSD',
      side: 'buy',
      volume: '1.00',
      open_price: '1.16500',
      current_price: '1.16500',
      profit: '0.00',
      commission: '-7.00',
      swap: '0.00',
      net_profit: '-7.00',
      close_price: null,
      status: 'POSITION_STATUS_OPEN',
    });
    // 1 lot at 1.16500 and 1:100 ties up 1,165.00 USD.
    expect(await account('a')).toMatchObject({ equity: '9793.00', margin: '1165.00', open_positions: 1 });

    await setPrice(db(), 'EURUSD', 116_750);
    expect((await trades('a', 'open')).body.docs[0]).toMatchObject({ current_price: '1.16750', profit: '250.00' });
    expect(await account('a')).toMatchObject({ equity: '10043.00', margin: '1167.50', free_margin: '8875.50' });

    // A tick of the feed moves every price, so the position's P/L moves with it.
    await db().transaction((tx) => movePrices(tx, () => 1));
    const ticked = (await trades('a', 'open')).body.docs[0];
    expect(ticked?.current_price).not.toBe('1.16750');
    expect(ticked?.profit).not.toBe('250.00');
  });

  it('lets the platform refuse a withdrawal beyond the free margin', async () => {
    await setPrice(db(), 'EURUSD', 116_750);
    const res = await operate('a', '9000', 'withdrawal');
    expect(res.status).toBe(409);
    expect(errorOf(res).code).toBe(ErrorCode.insufficientFunds);
    expect(errorOf(res).message).toMatch(/free margin/);
    expect((await account('a')).balance).toBe('9700.00');
    // Within the free margin the same account pays out, open position and all.
    expect((await operate('a', '100', 'withdrawal')).status).toBe(200);
    expect((await account('a')).balance).toBe('9600.00');
    expect((await operate('a', '100', 'deposit')).status).toBe(200);
    expect(await reconciled()).toEqual([]);
  });

  it('closes a position: the platform balance and the ledger move by the realised P/L, in one entry', async () => {
    const entriesBefore = await db().select().from(journalEntries);
    const transactionsBefore = await db().select().from(transactions);
    const closed = await db().transaction((tx) => closePosition(tx, position));
    // +250.00 profit, -7.00 commission, no night held.
    expect(closed).toMatchObject({ positionId: position, net: 24300 });
    expect(await db().transaction((tx) => closePosition(tx, position))).toBeNull();

    const entries = await db().select().from(journalEntries);
    expect(entries).toHaveLength(entriesBefore.length + 1);
    expect(entries.find((e) => e.id === closed?.entryId)?.type).toBe('trading_pnl');
    expect(await db().select().from(transactions)).toHaveLength(transactionsBefore.length);
    const [house] = await db()
      .select()
      .from(ledgerBooks)
      .where(and(eq(ledgerBooks.kind, 'house_trading'), eq(ledgerBooks.brandId, 'meridian')));
    expect(house).toMatchObject({ balance: -24300, allowNegative: true });

    expect(await account('a')).toMatchObject({ balance: '9943.00', equity: '10043.00', open_positions: 0 });
    expect((await platformAccount(db(), login('a'))).balance).toBe(994300);
    const closedList = await trades('a', 'closed');
    expect(closedList.body.docs[0]).toMatchObject({
      close_price: '1.16750',
      current_price: null,
      profit: '250.00',
      commission: '-7.00',
      net_profit: '243.00',
      status: 'POSITION_STATUS_CLOSED',
    });
    expect((await trades('a', 'open')).body.totalDocs).toBe(0);
    await ledgerIsSound();
    expect(await reconciled()).toEqual([]);
  });

  it('caps a loss at what the account has available (negative-balance protection)', async () => {
    await setPrice(db(), 'XAUUSD', 410_000);
    // Account c has 49.50 USD; 0.01 lot of gold at 1:100 needs 41.00 of margin.
    const gold = await openOn(db(), login('c'), 'XAUUSD', 'buy', 1);
    await setPrice(db(), 'XAUUSD', 300_000);
    // 1 oz down 1,100.00, 0.07 commission: equity 49.50 − 1,100.07.
    expect((await account('c')).equity).toBe('-1050.57');
    const closed = await db().transaction((tx) => closePosition(tx, gold));
    expect(closed?.net).toBe(-4950);
    expect(await account('c')).toMatchObject({ balance: '0.00', equity: '0.00' });
    expect((await platformAccount(db(), login('c'))).balance).toBe(0);
    await ledgerIsSound();
    expect(await reconciled()).toEqual([]);
  });

  it('keeps ledger and platforms equal while the simulated traders open and close positions', async () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 60; i++) {
      await db().transaction(async (tx) => {
        await movePrices(tx, rand);
        await simulateTrading(tx, rand);
      });
    }
    await ledgerIsSound();
    expect(await reconciled()).toEqual([]);
  });
});

describe('the account and brand lists of positions', () => {
  it('lists open positions of the brand with their client and account, filtered', async () => {
    await openOn(db(), login('a'), 'GBPUSD', 'sell', 10);
    const res = await t.call<{
      docs: { symbol: string; account: { _id: string }; user: { first_name: string } }[];
      totalDocs: number;
    }>('GET', '/dashboard/users/trades/positions?symbol=GBPUSD', { token: dealing });
    expect(res.status).toBe(200);
    expect(res.body.docs.length).toBeGreaterThanOrEqual(1);
    expect(res.body.docs.every((p) => p.symbol === 'GBPUSD')).toBe(true);
    expect(res.body.docs[0]).toMatchObject({ account: { _id: id('a') }, user: { first_name: 'Tara' } });
    const byPlatform = await t.call<{ totalDocs: number }>('GET', '/dashboard/users/trades/positions?platform=mt4', {
      token: dealing,
    });
    expect(byPlatform.status).toBe(200);
    const byUser = await t.call<{ totalDocs: number }>(
      'GET',
      `/dashboard/users/trades/positions?user=${f.clientIds.mine}`,
      { token: dealing },
    );
    expect(byUser.body.totalDocs).toBeGreaterThanOrEqual(1);
    const unknown = await t.call<{ totalDocs: number }>('GET', '/dashboard/users/trades/positions?symbol=NOPE', {
      token: dealing,
    });
    expect(unknown.body.totalDocs).toBe(0);
  });

  it('shows another brand’s positions to no one working in this brand', async () => {
    const theirs = await t.call<{ docs: unknown[]; totalDocs: number }>(
      'GET',
      `/dashboard/users/trades/positions?user=${f.clientIds.foreign}`,
      { token: admin },
    );
    expect(theirs.body.totalDocs).toBe(0);
  });

  it('needs its permission on each route, and answers 404 outside the brand', async () => {
    expect((await trades('a', 'open', sales)).status).toBe(403);
    expect((await t.call('GET', `/dashboard/users/accounts/${id('a')}/deals`, { token: support })).status).toBe(403);
    expect((await t.call('GET', '/dashboard/users/trades/positions', { token: support })).status).toBe(403);
    expect((await trades('foreign', 'open', admin)).status).toBe(404);
    expect((await t.call('GET', `/dashboard/users/accounts/${id('foreign')}/deals`, { token: admin })).status).toBe(
      404,
    );
    expect((await t.call('GET', '/dashboard/users/accounts/not-a-uuid/trades', { token: admin })).status).toBe(400);
  });
});

describe('reconciliation', () => {
  it('reports a difference made on the platform side, in the CLI’s function and on the route', async () => {
    await db()
      .update(simulatedAccounts)
      .set({ balance: sql`${simulatedAccounts.balance} + 1` })
      .where(
        and(eq(simulatedAccounts.platform, login('a').platform), eq(simulatedAccounts.loginId, login('a').loginId)),
      );
    const differences = await reconciled();
    expect(differences).toEqual([
      expect.objectContaining({ tradingAccountId: id('a'), kind: 'balance', platformAmount: expect.any(Number) }),
    ]);
    const [d] = differences;
    expect((d?.platformAmount ?? 0) - (d?.ledgerAmount ?? 0)).toBe(1);

    const res = await t.call<TReconciliationReport>('GET', '/dashboard/ledger/reconciliation', { token: dealing });
    expect(res.status).toBe(200);
    expect(res.body.run).toMatchObject({ differences: 1 });
    expect(res.body.run?.accountsChecked).toBeGreaterThanOrEqual(4);
    expect(res.body.differences).toEqual([
      expect.objectContaining({ account: id('a'), kind: 'balance', platform: 'ctrader', currency: 'USD' }),
    ]);
    expect((await t.call('GET', '/dashboard/ledger/reconciliation', { token: support })).status).toBe(403);
  });

  it('shows another brand’s differences to no one working in this brand', async () => {
    await db()
      .update(simulatedAccounts)
      .set({ credit: 5 })
      .where(eq(simulatedAccounts.loginId, login('foreign').loginId));
    await reconciled();
    const res = await t.call<TReconciliationReport>('GET', '/dashboard/ledger/reconciliation', { token: dealing });
    expect(res.body.run?.differences).toBe(2);
    expect(res.body.differences.map((d) => d.account)).toEqual([id('a')]);
  });

  it('finds an account missing on the platform', async () => {
    await db()
      .delete(simulatedAccounts)
      .where(eq(simulatedAccounts.loginId, login('foreign').loginId));
    expect((await reconciled()).map((d) => d.kind).sort()).toEqual(['balance', 'missing']);
  });
});

describe('the price feed', () => {
  it('ticks once per interval however many instances try at once', async () => {
    await db()
      .update(simulatedPrices)
      .set({ updatedAt: new Date(Date.now() - 60_000) });
    const before = await db().select().from(simulatedPrices);
    const ticks = await Promise.all(Array.from({ length: 4 }, () => tickPrices(db(), Math.random, 1500)));
    expect(ticks.filter(Boolean)).toHaveLength(1);
    const after = await db().select().from(simulatedPrices);
    expect(after.some((p) => before.find((b) => b.instrumentId === p.instrumentId)?.price !== p.price)).toBe(true);
    // Straight after a tick, the next one waits for the interval.
    expect(await tickPrices(db(), Math.random, 1500)).toBe(false);
  });
});

describe('accounts from before the platform', () => {
  it('get their platform record, with the ledger’s balance and credit, at start', async () => {
    const a = login('a');
    const before = await platformAccount(db(), a);
    await db()
      .delete(simulatedAccounts)
      .where(and(eq(simulatedAccounts.platform, a.platform), eq(simulatedAccounts.loginId, a.loginId)));
    await adoptExistingAccounts(db());
    await adoptExistingAccounts(db());
    const adopted = await platformAccount(db(), a);
    const ledger = await account('a');
    expect(adopted.balance).toBe(toMinorUnits(ledger.balance, 'USD'));
    expect(adopted.credit).toBe(toMinorUnits(ledger.credit, 'USD'));
    expect(adopted).toMatchObject({ leverage: before.leverage, accountType: before.accountType, deletedAt: null });
  });
});
