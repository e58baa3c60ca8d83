import {
  ErrorCode,
  fromMinorUnits,
  type TClientRequest,
  type TExchangeRate,
  type TMoneyMovementReply,
  type TRequestActionReply,
} from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients, ledgerBooks, transactions } from '../../db/schema.ts';
import { verifyLedger } from '../ledger/verify-ledger.ts';
import { insertRequest, requestAccounts } from '../requests/raise-request.ts';
import { openAccount } from './open-account.ts';

let t: TestApp;
let funding: string;
let admin: string;
const ids: Record<string, string> = {};

async function addAccounts(db: Db) {
  await db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({ brandId: 'meridian', firstName: 'Xena', lastName: 'Fx', email: 'xena.fx@fixture.test', country: 'cy' })
      .returning({ id: clients.id });
    if (!client) throw new Error('no client');
    for (const [name, currency] of [
      ['eur', 'EUR'],
      ['btc', 'BTC'],
      ['mrd', 'MRD'],
      ['usd', 'USD'],
    ] as const) {
      ids[name] = (
        await openAccount(tx, {
          brandId: 'meridian',
          clientId: client.id,
          platform: 'ctrader',
          environment: 'live',
          currency,
        })
      ).id;
    }
  });
}

beforeAll(async () => {
  t = await startTestApp({}, { beforeStart: addAccounts });
  funding = (await t.signIn('funding@demo.test')).token;
  admin = (await t.signIn('admin@demo.test')).token;
  for (const [name, amount] of [
    ['eur', '20000.00'],
    ['btc', '1.00000000'],
  ] as const) {
    const res = await t.call('POST', `/dashboard/users/accounts/${ids[name]}/balanceOperation`, {
      token: funding,
      body: { amount, type: 'deposit', comment: 'Opening balance' },
    });
    expect(res.status).toBe(200);
  }
});
afterAll(() => t?.close());

const ledgerIsSound = async () => {
  const report = await t.database.db.transaction((tx) => verifyLedger(tx));
  expect(report).toEqual({ bookDifferences: [], unbalancedEntries: [], heldDifferences: [] });
};
const rate = async (from: string, to: string) =>
  (await t.call<TExchangeRate>('GET', `/dashboard/utils/exchangeRate?from=${from}&to=${to}`, { token: funding })).body;
const transfer = (from: string, to: string, amount: string) =>
  t.call<TMoneyMovementReply>('POST', '/dashboard/users/accounts/transferFunds', {
    token: funding,
    body: { amount, accountFrom: ids[from], accountTo: ids[to], reason: 'Client asked' },
  });

/** The counter amount by the rule (amount × rate, half-even to the target's digits), in BigInt. */
function expectedCounter(units: bigint, rateText: string, fromDigits: number, toDigits: number): bigint {
  const [whole = '0', fraction = ''] = rateText.split('.');
  const rateUnits = BigInt(whole + fraction);
  const scale = fraction.length + fromDigits - toDigits;
  const numerator = units * rateUnits;
  const divisor = 10n ** BigInt(scale);
  const q = numerator / divisor;
  const r = numerator % divisor;
  if (r * 2n > divisor || (r * 2n === divisor && q % 2n === 1n)) return q + 1n;
  return q;
}

describe('a transfer between accounts of different currencies', () => {
  it('converts at the day’s rate, records both amounts and the rate, and keeps the ledger balanced per currency', async () => {
    const eurBtc = await rate('EUR', 'BTC');
    const res = await transfer('eur', 'btc', '1234.56');
    expect(res.status).toBe(200);
    const counter = expectedCounter(123456n, eurBtc.rate, 2, 8);
    expect(counter).toBeGreaterThan(0n);
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, res.body.transaction._id));
    expect(row).toMatchObject({
      type: 'transfer_between_accounts',
      amount: 123456,
      currency: 'EUR',
      counterAmount: Number(counter),
      counterCurrency: 'BTC',
    });
    expect(Number(row?.exchangeRate)).toBe(Number(eurBtc.rate));
    // The reply (and every list row, which share its shape) says what arrived and at which rate.
    expect(res.body.transaction).toMatchObject({
      amount: '1234.56',
      currency: 'EUR',
      counter_amount: fromMinorUnits(Number(counter), 'BTC'),
      counter_currency: 'BTC',
      exchange_rate: row?.exchangeRate,
    });
    const balances = Object.fromEntries(res.body.accounts.map((a) => [a._id, a.balance]));
    expect(balances[ids.eur as string]).toBe('18765.44');
    expect(Number(balances[ids.btc as string])).toBeCloseTo(1 + Number(counter) / 1e8, 8);

    const fx = await queryRows<{ currency: string; balance: string }>(
      t.database.db,
      sql`select currency, balance::text from ledger_books where kind = 'house_fx' order by currency`,
    );
    expect(fx).toEqual([
      { currency: 'BTC', balance: String(-counter) },
      { currency: 'EUR', balance: '123456' },
    ]);
    await ledgerIsSound();
  });

  it('refuses an amount too small to reach one unit of the target, and moves nothing', async () => {
    // One satoshi is worth less than a cent at any BTC rate of the band (at most 0.001 USD).
    const before = await t.database.db.select().from(transactions);
    const tiny = await transfer('btc', 'usd', '0.00000001');
    expect(tiny.status).toBe(400);
    expect(errorOf(tiny).code).toBe(ErrorCode.validation);
    expect(await t.database.db.select().from(transactions)).toHaveLength(before.length);
    expect((await transfer('btc', 'usd', '0.0001')).status).toBe(200);
    await ledgerIsSound();
  });

  it('a transfer request between currencies is carried out the same way', async () => {
    const body = {
      request_type: 'transferFundsBetweenAccounts' as const,
      account: ids.btc as string,
      account_to: ids.mrd as string,
      amount: '0.01',
    };
    const id = await t.database.db.transaction(async (tx) =>
      insertRequest(tx, body, await requestAccounts(tx, body), null),
    );
    const res = await t.call<TRequestActionReply>('POST', `/dashboard/users/requests/${id}/process`, {
      token: admin,
      body: {},
    });
    expect(res.status).toBe(200);
    const btcMrd = await rate('BTC', 'MRD');
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, res.body.transaction?._id ?? ''));
    expect(row?.counterCurrency).toBe('MRD');
    expect(BigInt(row?.counterAmount ?? 0)).toBe(expectedCounter(1_000_000n, btcMrd.rate, 8, 9));
    await ledgerIsSound();
    const fxBooks = await t.database.db.select().from(ledgerBooks).where(eq(ledgerBooks.kind, 'house_fx'));
    expect(fxBooks.map((b) => b.currency).sort()).toEqual(['BTC', 'EUR', 'MRD', 'USD']);
  });
});

describe('USD figures in other currencies', () => {
  const raise = async (amount: string) => {
    const body = {
      request_type: 'withdrawFromAccount' as const,
      account: ids.btc as string,
      amount,
      method: 'skrill' as const,
    };
    return t.database.db.transaction(async (tx) => insertRequest(tx, body, await requestAccounts(tx, body), null));
  };
  const needsSecond = async (id: string) =>
    (await t.call<TClientRequest>('GET', `/dashboard/users/requests/${id}`, { token: admin })).body.needsSecondApproval;

  it('the four-eyes threshold (10,000 USD) is converted at today’s BTC rate, never 10,000 BTC', async () => {
    // BTC stays between 60,000 and 100,000 USD: 0.2 BTC is always over 10,000 USD, 0.05 always under.
    const over = await raise('0.2');
    const under = await raise('0.05');
    expect(await needsSecond(over)).toBe(true);
    expect(await needsSecond(under)).toBe(false);
    const first = await t.call<TRequestActionReply>('POST', `/dashboard/users/requests/${over}/process`, {
      token: funding,
      body: {},
    });
    expect(first.body.request).toMatchObject({ status: 'pending', needsSecondApproval: true });
    const second = await t.call<TRequestActionReply>('POST', `/dashboard/users/requests/${over}/process`, {
      token: admin,
      body: {},
    });
    expect(second.body.request.status).toBe('processed');
    const alone = await t.call<TRequestActionReply>('POST', `/dashboard/users/requests/${under}/process`, {
      token: funding,
      body: {},
    });
    expect(alone.body.request.status).toBe('processed');
    await ledgerIsSound();
  });
});
