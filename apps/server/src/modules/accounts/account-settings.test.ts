import { ErrorCode, type TTradingAccount } from '@crm/contracts';
import { eq } from 'drizzle-orm';
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
import { auditLog, clients, tradingAccounts } from '../../db/schema.ts';
import { sealAuditInbox } from '../audit/seal-audit.ts';
import { closePosition } from '../platform/close-position.ts';

let t: TestApp;
let admin: string;
let dealing: string;
let sales: string;
const f: Fixture = { accounts: {}, clientIds: {} };
const { id, login } = fixtureAccounts(f);

beforeAll(async () => {
  t = await startTestApp({}, { beforeStart: (db) => addTradingAccounts(db, f) });
  admin = (await t.signIn('admin@demo.test')).token;
  dealing = (await t.signIn('dealing@demo.test')).token;
  sales = (await t.signIn('sales@demo.test')).token;
});
afterAll(() => t.close());

const put = (key: string, body: object, token = dealing, path = '') =>
  t.call<TTradingAccount>('PUT', `/dashboard/users/accounts/${id(key)}${path}`, { token, body });
const remove = (key: string, token = admin) => t.call('DELETE', `/dashboard/users/accounts/${id(key)}`, { token });
const deposit = (key: string, amount: string, path = 'balanceOperation') =>
  t.call('POST', `/dashboard/users/accounts/${id(key)}/${path}`, { token: admin, body: { amount, type: 'deposit' } });
const withdraw = (key: string, amount: string, path = 'balanceOperation') =>
  t.call('POST', `/dashboard/users/accounts/${id(key)}/${path}`, {
    token: admin,
    body: { amount, type: 'withdrawal' },
  });

describe('PUT /dashboard/users/accounts/{id}', () => {
  it('changes leverage and account type on our row and on the platform, audited', async () => {
    const res = await put('a', { leverage: 500, account_type: 'netted' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ leverage: 500, account_type: 'netted', equity: '0.00', open_positions: 0 });
    const [row] = await t.database.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.id, id('a')));
    expect(row).toMatchObject({ leverage: 500, accountType: 'netted' });
    expect(await platformAccount(t.database.db, login('a'))).toMatchObject({ leverage: 500, accountType: 'netted' });
    await sealAuditInbox(t.database.db, { wait: true });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'account.update'));
    expect(audit.at(-1)?.before).toMatchObject({ leverage: 100, account_type: 'hedged' });
    expect(audit.at(-1)?.after).toMatchObject({ leverage: 500, account_type: 'netted' });
  });

  it('takes only the leverages of the catalogue, and needs something to change', async () => {
    for (const body of [
      { leverage: 3 },
      { leverage: 2000 },
      { account_type: 'both' },
      {},
      { leverage: 100, tier: 'vip' },
    ]) {
      const res = await put('a', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe(ErrorCode.validation);
    }
  });

  it('needs accounts.update_account, and keeps to the brand', async () => {
    expect((await put('a', { leverage: 50 }, sales)).status).toBe(403);
    expect((await put('foreign', { leverage: 50 }, admin)).status).toBe(404);
    expect((await put('foreign', { trading: false }, admin, '/permissions')).status).toBe(404);
  });
});

describe('PUT /dashboard/users/accounts/{id}/permissions', () => {
  it('switches trading, deposit, withdrawal and transfer here and on the platform', async () => {
    const res = await put('a', { trading: false, withdrawal: false }, dealing, '/permissions');
    expect(res.status).toBe(200);
    expect(res.body.permissions).toEqual({ trading: false, deposit: true, withdrawal: false, transfer: true });
    expect(await platformAccount(t.database.db, login('a'))).toMatchObject({ canTrade: false, canWithdraw: false });
    // The platform refuses orders on an account whose trading is off.
    await expect(openOn(t.database.db, login('a'), 'EURUSD', 'buy', 1)).rejects.toThrow(/Trading is switched off/);
    await put('a', { trading: true, withdrawal: true }, dealing, '/permissions');
  });

  it('refuses an empty body and unknown switches', async () => {
    expect((await put('a', {}, dealing, '/permissions')).status).toBe(400);
    expect((await put('a', { trading: 'yes' }, dealing, '/permissions')).status).toBe(400);
    expect((await put('a', { margin_call: true }, dealing, '/permissions')).status).toBe(400);
    expect((await put('a', { trading: true }, sales, '/permissions')).status).toBe(403);
  });
});

describe('DELETE /dashboard/users/accounts/{id}', () => {
  it('refuses while the account has open positions, and while it has balance or credit', async () => {
    expect((await deposit('b', '1000')).status).toBe(200);
    await setPrice(t.database.db, 'EURUSD', 116_500);
    const position = await openOn(t.database.db, login('b'), 'EURUSD', 'buy', 10);
    const refused = await remove('b');
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe(ErrorCode.conflict);
    expect(errorOf(refused).message).toMatch(/1 open position\(s\), a balance/);

    await t.database.db.transaction((tx) => closePosition(tx, position));
    const balance = (await t.call<TTradingAccount>('GET', `/dashboard/users/accounts/${id('b')}`, { token: admin }))
      .body.balance;
    expect((await withdraw('b', balance)).status).toBe(200);
    expect((await deposit('b', '5', 'creditOperation')).status).toBe(200);
    expect(errorOf(await remove('b')).message).toMatch(/still has credit/);
    expect((await withdraw('b', '5', 'creditOperation')).status).toBe(200);
  });

  it('deletes an empty account here and on the platform; it vanishes from lists and lookups', async () => {
    const [before] = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, f.clientIds.mine as string));
    const res = await remove('b');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await platformAccount(t.database.db, login('b'))).deletedAt).not.toBeNull();
    expect((await t.call('GET', `/dashboard/users/accounts/${id('b')}`, { token: admin })).status).toBe(404);
    const list = await t.call<{ docs: TTradingAccount[] }>(
      'GET',
      `/dashboard/users/accounts?user=${f.clientIds.mine}`,
      {
        token: admin,
      },
    );
    expect(list.body.docs.map((a) => a._id)).not.toContain(id('b'));
    expect((await remove('b')).status).toBe(404);
    const [after] = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, f.clientIds.mine as string));
    expect(after?.liveAccounts).toBe((before?.liveAccounts ?? 0) - 1);
    await sealAuditInbox(t.database.db, { wait: true });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'account.delete'));
    expect(audit).toHaveLength(1);
  });

  it('deletes an account that never had money at once', async () => {
    expect((await remove('d')).status).toBe(200);
  });

  it('needs accounts.delete_account, and keeps to the brand', async () => {
    expect((await remove('c', dealing)).status).toBe(403);
    expect((await remove('foreign')).status).toBe(404);
  });
});
