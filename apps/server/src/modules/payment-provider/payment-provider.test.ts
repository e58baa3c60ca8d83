import {
  ErrorCode,
  type TClientPayoutDetails,
  type TCreateRequest,
  type TSweep,
  type TSweepOverview,
  type TSweepPage,
} from '@crm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addClientsWithAccounts } from '../../../test/client-accounts.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { testDriver } from '../../../test/test-database.ts';
import { type Db, openDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ledgerBooks, simulatedAccounts, staff, tradingAccounts } from '../../db/schema.ts';
import { houseSweeps, simulatedProviderAccounts } from '../../db/schema-open-payd.ts';
import { houseBook } from '../ledger/books.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { verifyLedger } from '../ledger/verify-ledger.ts';
import { insertRequest, requestAccounts } from '../requests/raise-request.ts';

let now = new Date('2026-03-02T09:00:00Z');
let t: TestApp;
let admin: string;
let funding: string;
const tokens: Record<string, string> = {};
const refreshTokens: Record<string, string> = {};
const ids: { clients: Record<string, string>; accounts: Record<string, string> } = { clients: {}, accounts: {} };
const PASSWORD = 'Payd-staff-2026';

const db = () => t.database.db;

async function addClients(database: Db) {
  Object.assign(
    ids,
    await addClientsWithAccounts(database, {
      ada: { brand: 'meridian', name: 'Ada Lovelace', country: 'cy', accounts: { a: 'ctrader' } },
      greek: { brand: 'meridian', name: 'Nikos Payd', country: 'gr' },
      foreign: { brand: 'northwind', name: 'Nora Payd', country: 'cy' },
    }),
  );
}

/** A staff user (of meridian unless told) holding exactly these permissions (set in the database: no one may grant internal ones). */
async function staffWith(name: string, permissions: string[], whitelist?: string[], brands = ['meridian']) {
  const email = `${name}@payd.test`;
  const created = await t.call<{ _id: string }>('POST', '/dashboard/crmusers', {
    token: admin,
    body: {
      first_name: name,
      last_name: 'Payd',
      email,
      password: PASSWORD,
      department: 'accounting',
      brands,
    },
  });
  expect(created.status).toBe(201);
  await db()
    .update(staff)
    .set({
      permissions,
      enableCountryWhitelist: whitelist !== undefined,
      whitelistCountries: whitelist ?? [],
    })
    .where(eq(staff.id, created.body._id));
  const signedIn = await t.signIn(email, PASSWORD);
  tokens[name] = signedIn.token;
  refreshTokens[name] = signedIn.refresh_token;
}

beforeAll(async () => {
  t = await startTestApp({}, { beforeStart: addClients, clock: () => now });
  admin = (await t.signIn('admin@demo.test')).token;
  funding = (await t.signIn('funding@demo.test')).token;
  await staffWith('details', ['internal.openpayd_update_details']);
  await staffWith('sweeper', ['internal.openpayd_sweep']);
  await staffWith('greekonly', ['internal.openpayd_update_details'], ['gr']);
  // The brand's income: 1,000.00 paid in, then a 200.00 withdrawal with a 7.50 fee the brand keeps.
  const dep = await t.call('POST', `/dashboard/users/accounts/${ids.accounts.a}/balanceOperation`, {
    token: funding,
    body: { amount: '1000', type: 'deposit', comment: 'payd fixture' },
  });
  expect(dep.status).toBe(200);
  const body: TCreateRequest = {
    request_type: 'withdrawFromAccount',
    account: ids.accounts.a ?? '',
    amount: '200',
    method: 'bank_wire',
  };
  const requestId = await db().transaction(async (tx) =>
    insertRequest(tx, body, await requestAccounts(tx, body), null),
  );
  const paid = await t.call('POST', `/dashboard/users/requests/${requestId}/process`, {
    token: funding,
    body: { fee: '7.50', methods: 'bank_wire' },
  });
  expect(paid.status).toBe(200);
}, 240_000);
afterAll(() => t.close());

const path = (clientId: string) => `/dashboard/internals/openPayd/payoutDetails/${clientId}`;
const details = (clientId: string, token: string) => t.call<TClientPayoutDetails>('GET', path(clientId), { token });
const update = (clientId: string, token: string, body: object) =>
  t.call<TClientPayoutDetails>('PUT', path(clientId), { token, body });
const overview = (token = tokens.sweeper ?? '') =>
  t.call<TSweepOverview>('GET', '/dashboard/internals/openPayd/sweep', { token });
const sweep = (body: object, key?: string, token = tokens.sweeper ?? '') =>
  t.call<TSweep>('POST', '/dashboard/internals/openPayd/sweeps', {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });
const usd = async () => (await overview()).body.currencies.find((c) => c.currency === 'USD');
const ledgerIsSound = async () => {
  const report = await db().transaction((tx) => verifyLedger(tx));
  expect(report).toEqual({ bookDifferences: [], unbalancedEntries: [], heldDifferences: [] });
};
const houseBalance = async (kind: string) => {
  const [book] = await db()
    .select({ balance: ledgerBooks.balance })
    .from(ledgerBooks)
    .where(and(eq(ledgerBooks.brandId, 'meridian'), eq(ledgerBooks.kind, kind), eq(ledgerBooks.currency, 'USD')));
  return book?.balance ?? 0;
};
const GOOD = { iban: 'GB82 WEST 1234 5698 7654 32', bic: 'NWBKGB2L', holder: 'LOVELACE, Ada' };

describe('permissions: internal ones are explicit, even for the admin role', () => {
  it('refuses the admin role without them, on every call', async () => {
    const client = ids.clients.ada ?? '';
    expect((await details(client, admin)).status).toBe(403);
    expect(errorOf(await update(client, admin, GOOD)).code).toBe(ErrorCode.forbidden);
    expect((await overview(admin)).status).toBe(403);
    expect((await sweep({ currency: 'USD', amount: '1' }, undefined, admin)).status).toBe(403);
    expect((await t.call('GET', '/dashboard/internals/openPayd/sweeps', { token: admin })).status).toBe(403);
  });

  it('gives each permission its own half of the page', async () => {
    const client = ids.clients.ada ?? '';
    expect((await details(client, tokens.details ?? '')).status).toBe(200);
    expect((await details(client, tokens.sweeper ?? '')).status).toBe(403);
    expect((await overview(tokens.details)).status).toBe(403);
    expect((await overview(tokens.sweeper)).status).toBe(200);
    expect((await sweep({ currency: 'USD', amount: '1' }, undefined, tokens.details)).status).toBe(403);
    expect((await t.call('GET', '/dashboard/internals/openPayd/sweeps', { token: tokens.details })).status).toBe(403);
  });
});

describe('payout details', () => {
  it('shows none at first, then saves valid details and audits them', async () => {
    const client = ids.clients.ada ?? '';
    const first = await details(client, tokens.details ?? '');
    expect(first.body).toMatchObject({ client: { _id: client, name: 'Ada Lovelace' }, details: null });
    const saved = await update(client, tokens.details ?? '', GOOD);
    expect(saved.status).toBe(200);
    expect(saved.body.details).toMatchObject({
      iban: 'GB82WEST12345698765432',
      iban_display: 'GB82 WEST 1234 5698 7654 32',
      bic: 'NWBKGB2L',
      holder: 'LOVELACE, Ada',
      updated_at: now.toISOString(),
    });
    expect((await details(client, tokens.details ?? '')).body.details?.iban).toBe('GB82WEST12345698765432');
    const audit = await queryRows<{ action: string; after: { holder_matches_client: boolean } }>(
      db(),
      sql`select action, after from audit_inbox where entity_id = ${client} and action = 'client.payoutDetails.update'
          union all select action, after from audit_log where entity_id = ${client} and action = 'client.payoutDetails.update'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after.holder_matches_client).toBe(true);
  });

  it('refuses a bad IBAN (240) and a bad BIC (241), naming the field, and changes nothing', async () => {
    const client = ids.clients.ada ?? '';
    const badIban = await update(client, tokens.details ?? '', { ...GOOD, iban: 'GB83 WEST 1234 5698 7654 32' });
    expect(badIban.status).toBe(400);
    expect(errorOf(badIban)).toMatchObject({ code: 240, details: [{ path: 'iban' }] });
    const shortIban = await update(client, tokens.details ?? '', { ...GOOD, iban: 'DE8937040044053201300' });
    expect(errorOf(shortIban).code).toBe(240);
    const badBic = await update(client, tokens.details ?? '', { ...GOOD, bic: 'NWBK' });
    expect(badBic.status).toBe(400);
    expect(errorOf(badBic)).toMatchObject({ code: 241, details: [{ path: 'bic' }] });
    const empty = await update(client, tokens.details ?? '', { ...GOOD, holder: '' });
    expect(errorOf(empty).code).toBe(ErrorCode.validation);
    expect((await details(client, tokens.details ?? '')).body.details?.holder).toBe('LOVELACE, Ada');
  });

  it('refuses a holder who is not the client unless confirmed with a reason', async () => {
    const client = ids.clients.ada ?? '';
    const other = { ...GOOD, iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', holder: 'Charles Babbage' };
    const refused = await update(client, tokens.details ?? '', other);
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: 242, details: [{ path: 'holder' }] });
    const noReason = await update(client, tokens.details ?? '', { ...other, holder_confirmed: true });
    expect(errorOf(noReason)).toMatchObject({ code: ErrorCode.validation, details: [{ path: 'confirm_reason' }] });
    expect((await details(client, tokens.details ?? '')).body.details?.holder).toBe('LOVELACE, Ada');
    const confirmed = await update(client, tokens.details ?? '', {
      ...other,
      holder_confirmed: true,
      confirm_reason: 'Joint account, checked on a call',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.details).toMatchObject({ iban: 'DE89370400440532013000', holder: 'Charles Babbage' });
  });

  it('keeps to the brand and the country whitelist: another brand’s or a hidden country’s client is 404', async () => {
    expect((await details(ids.clients.foreign ?? '', tokens.details ?? '')).status).toBe(404);
    expect((await update(ids.clients.foreign ?? '', tokens.details ?? '', GOOD)).status).toBe(404);
    expect((await details(ids.clients.ada ?? '', tokens.greekonly ?? '')).status).toBe(404);
    expect((await update(ids.clients.ada ?? '', tokens.greekonly ?? '', GOOD)).status).toBe(404);
    expect((await details(ids.clients.greek ?? '', tokens.greekonly ?? '')).status).toBe(200);
  });
});

describe('sweeps of house income', () => {
  it('shows the sweepable income and both accounts as the provider and the ledger see them', async () => {
    const row = await usd();
    expect(row).toMatchObject({
      sweepable: '7.50',
      income: { fees: '7.50', trading: '0.00' },
      // 1,000 in, 192.50 out: the client's 800 and the brand's 7.50.
      client_money: { ledger: '807.50', provider: '807.50' },
      operating: { ledger: '0.00', provider: '0.00' },
    });
    expect(row?.client_money.iban).toMatch(/^GB\d\dOPYD/);
  });

  it('moves income once per Idempotency-Key, in the ledger and at the provider', async () => {
    const first = await sweep({ currency: 'USD', amount: '2.50', comment: 'March fees' }, 'sweep-key-1');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ currency: 'USD', amount: '2.50', comment: 'March fees' });
    const again = await sweep({ currency: 'USD', amount: '2.50', comment: 'March fees' }, 'sweep-key-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body._id).toBe(first.body._id);
    const reused = await sweep({ currency: 'USD', amount: '3.00' }, 'sweep-key-1');
    expect(errorOf(reused).code).toBe(ErrorCode.idempotencyKeyReused);
    expect(await db().select().from(houseSweeps)).toHaveLength(1);
    expect(await houseBalance('house_fees')).toBe(500);
    expect(await houseBalance('house_operating')).toBe(250);
    expect(await usd()).toMatchObject({
      sweepable: '5.00',
      client_money: { ledger: '805.00', provider: '805.00' },
      operating: { ledger: '2.50', provider: '2.50' },
    });
    const list = await t.call<TSweepPage>('GET', '/dashboard/internals/openPayd/sweeps', { token: tokens.sweeper });
    expect(list.body.totalDocs).toBe(1);
    expect(list.body.docs[0]).toMatchObject({ amount: '2.50', created_by: { name: 'sweeper Payd' } });
    await ledgerIsSound();
  });

  it('refuses more than the income (244), a bad amount or currency, and never touches client money', async () => {
    const over = await sweep({ currency: 'USD', amount: '5.01' });
    expect(over.status).toBe(409);
    expect(errorOf(over).code).toBe(244);
    expect(errorOf(await sweep({ currency: 'USD', amount: '1.001' })).details?.[0]?.path).toBe('amount');
    expect(errorOf(await sweep({ currency: 'USD', amount: '-1' })).code).toBe(ErrorCode.validation);
    expect(errorOf(await sweep({ currency: 'XYZ', amount: '1' })).details?.[0]?.path).toBe('currency');
    expect(await houseBalance('house_fees')).toBe(500);
  });

  it('refuses while the client-money reconciliation is off (243), and sweeps again once it balances', async () => {
    const [account] = await db()
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.id, ids.accounts.a ?? ''));
    const where = and(
      eq(simulatedAccounts.platform, account?.platform ?? ''),
      eq(simulatedAccounts.loginId, account?.loginId ?? 0),
    );
    await db()
      .update(simulatedAccounts)
      .set({ balance: sql`${simulatedAccounts.balance} + 1` })
      .where(where);
    const refused = await sweep({ currency: 'USD', amount: '1' }, 'sweep-key-off');
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe(243);
    expect((await overview()).body.reconciliation).toMatchObject({ balanced: false, differences: 1 });
    expect(await houseBalance('house_operating')).toBe(250);
    await db()
      .update(simulatedAccounts)
      .set({ balance: sql`${simulatedAccounts.balance} - 1` })
      .where(where);
    // The refused call rolled its key back: the same key now sweeps.
    expect((await sweep({ currency: 'USD', amount: '1' }, 'sweep-key-off')).status).toBe(201);
    expect((await overview()).body.reconciliation).toMatchObject({ balanced: true, differences: 0 });
    await ledgerIsSound();
  });

  it('lets two sweeps at once move only what is available', async () => {
    now = new Date(now.getTime() + 60_000);
    // Each sweep asks for 60% of what is left: both fit alone, not together.
    const fees = await houseBalance('house_fees');
    const swept = await houseBalance('house_operating');
    const provider = async () => {
      const [operating] = await db()
        .select({ balance: simulatedProviderAccounts.balance })
        .from(simulatedProviderAccounts)
        .where(
          and(
            eq(simulatedProviderAccounts.brandId, 'meridian'),
            eq(simulatedProviderAccounts.purpose, 'operating'),
            eq(simulatedProviderAccounts.currency, 'USD'),
          ),
        );
      return operating?.balance ?? 0;
    };
    const atProvider = await provider();
    const units = Math.floor(fees * 0.6);
    expect(units).toBeGreaterThan(0);
    const amount = (units / 100).toFixed(2);
    const replies = await Promise.all([
      sweep({ currency: 'USD', amount }, 'race-1'),
      sweep({ currency: 'USD', amount }, 'race-2'),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(replies.map((r) => (r.status === 409 ? errorOf(r).code : 0)).sort()).toEqual([0, 244]);
    expect(await houseBalance('house_fees')).toBe(fees - units);
    expect(await houseBalance('house_operating')).toBe(swept + units);
    expect(await provider()).toBe(atProvider + units);
    await ledgerIsSound();
  });

  it('keeps each brand’s sweeps, balances and clients to itself', async () => {
    // Not a brand of the sweeper: refused outright.
    const list = await t.call<TSweepPage>('GET', '/dashboard/internals/openPayd/sweeps?brand=northwind', {
      token: tokens.sweeper,
    });
    expect(list.status).toBe(403);
    // A staff user of both brands, working in northwind, sees none of meridian's sweeps or income.
    await staffWith('bothbrands', ['internal.openpayd_sweep', 'internal.openpayd_update_details'], undefined, [
      'meridian',
      'northwind',
    ]);
    const refreshed = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: refreshTokens.bothbrands, brand: 'northwind' },
    });
    expect(refreshed.status).toBe(200);
    const north = refreshed.body.token;
    const theirs = await t.call<TSweepPage>('GET', '/dashboard/internals/openPayd/sweeps?brand=northwind', {
      token: north,
    });
    expect(theirs.body).toEqual({ docs: [], totalDocs: 0 });
    const overviewThere = await t.call<TSweepOverview>('GET', '/dashboard/internals/openPayd/sweep?brand=northwind', {
      token: north,
    });
    expect(overviewThere.body.currencies.find((c) => c.currency === 'USD')?.operating.ledger ?? '0.00').toBe('0.00');
    expect((await t.call('GET', `${path(ids.clients.ada ?? '')}?brand=northwind`, { token: north })).status).toBe(404);
    expect((await t.call('GET', `${path(ids.clients.foreign ?? '')}?brand=northwind`, { token: north })).status).toBe(
      200,
    );
  });

  it('follows the deposits and payouts made after its accounts opened, so a quiet ledger shows no difference', async () => {
    const before = await usd();
    expect(before?.client_money.provider).toBe(before?.client_money.ledger);
    const [account] = await db()
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.id, ids.accounts.a ?? ''));
    const platformAccount = and(
      eq(simulatedAccounts.platform, account?.platform ?? ''),
      eq(simulatedAccounts.loginId, account?.loginId ?? 0),
    );
    const [client] = await db()
      .select({ id: ledgerBooks.id })
      .from(ledgerBooks)
      .where(and(eq(ledgerBooks.tradingAccountId, ids.accounts.a ?? ''), eq(ledgerBooks.kind, 'client_balance')));
    // A payment into the client's account and a payout from it, as the ledger and the platform record them.
    const move = async (units: number) => {
      await db().transaction(async (tx) => {
        const cash = await houseBook(tx, 'meridian', 'house_cash', 'USD');
        await postEntry(tx, {
          brandId: 'meridian',
          type: 'test',
          postings: [
            { bookId: cash.id, amount: -units },
            { bookId: client?.id ?? '', amount: units },
          ],
        });
        await tx
          .update(simulatedAccounts)
          .set({ balance: sql`${simulatedAccounts.balance} + ${units}` })
          .where(platformAccount);
      });
    };
    await move(12_345);
    const deposited = await usd();
    expect(deposited?.client_money.ledger).toBe((Number(before?.client_money.ledger) + 123.45).toFixed(2));
    expect(deposited?.client_money.provider).toBe(deposited?.client_money.ledger);
    await move(-5_000);
    const paidOut = await usd();
    expect(paidOut?.client_money.ledger).toBe((Number(before?.client_money.ledger) + 73.45).toFixed(2));
    expect(paidOut?.client_money.provider).toBe(paidOut?.client_money.ledger);
    // Looking again applies nothing twice.
    expect((await usd())?.client_money.provider).toBe(paidOut?.client_money.ledger);
    expect(paidOut?.operating.provider).toBe(paidOut?.operating.ledger);
    await ledgerIsSound();
  });

  // PostgreSQL only: PGlite has one connection, so nothing can land between two statements there.
  it.skipIf(testDriver !== 'postgres')(
    'checks and sweeps in one transaction: a change landing between the check and the sweep is not missed',
    async () => {
      now = new Date(now.getTime() + 60_000);
      // Another server's connection: it posts money that both unbalances client money (a deposit
      // the platform never saw) and moves a house book the sweep moves, while the sweep is running.
      const other = await openDatabase({ driver: 'postgres', url: t.database.url ?? '', poolSize: 2 });
      try {
        const [client] = await db()
          .select({ id: ledgerBooks.id })
          .from(ledgerBooks)
          .where(and(eq(ledgerBooks.tradingAccountId, ids.accounts.a ?? ''), eq(ledgerBooks.kind, 'client_balance')));
        const fees = await houseBalance('house_fees');
        let release: () => void = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let locked: () => void = () => {};
        const holding = new Promise<void>((resolve) => {
          locked = resolve;
        });
        const change = other.db.transaction(async (tx) => {
          const feesBook = await houseBook(tx, 'meridian', 'house_fees', 'USD');
          const cash = await houseBook(tx, 'meridian', 'house_cash', 'USD');
          await tx.execute(sql`select id from ledger_books where id = ${feesBook.id}::uuid for update`);
          locked();
          await released;
          await postEntry(tx, {
            brandId: 'meridian',
            type: 'test',
            postings: [
              { bookId: cash.id, amount: -2 },
              { bookId: client?.id ?? '', amount: 1 },
              { bookId: feesBook.id, amount: 1 },
            ],
          });
        });
        await holding;
        const swept = sweep({ currency: 'USD', amount: '0.01' }, 'sweep-between');
        // The sweep has checked (balanced, on its snapshot) and now waits for the fees book's lock.
        await vi.waitFor(
          async () => {
            const [waiting] = await queryRows<{ n: number }>(
              other.db,
              sql`select count(*)::int as n from pg_locks where not granted and locktype = 'transactionid'`,
            );
            if ((waiting?.n ?? 0) === 0) throw new Error('the sweep is not waiting yet');
          },
          { timeout: 20_000, interval: 20 },
        );
        release();
        await change;
        // Checked apart from the sweep, it balanced and the sweep went ahead on the changed books;
        // in one transaction its write conflicts, it runs again, and the new check sees the difference.
        const reply = await swept;
        expect(reply.status).toBe(409);
        expect(errorOf(reply).code).toBe(243);
        expect(await houseBalance('house_fees')).toBe(fees + 1);
        expect((await overview()).body.reconciliation).toMatchObject({ balanced: false, differences: 1 });
        await ledgerIsSound();
      } finally {
        await other.close();
      }
    },
  );
});
