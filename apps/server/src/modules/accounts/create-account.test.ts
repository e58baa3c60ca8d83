import { ErrorCode, type TTradingAccount } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTradingAccounts, type Fixture, platformAccount } from '../../../test/platform-fixtures.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, clients } from '../../db/schema.ts';
import { sealAuditInbox } from '../audit/seal-audit.ts';

let t: TestApp;
let admin: string;
let sales: string;
const f: Fixture = { accounts: {}, clientIds: {} };
const client = (key: string) => f.clientIds[key] ?? '';

beforeAll(async () => {
  t = await startTestApp({}, { beforeStart: (db) => addTradingAccounts(db, f) });
  admin = (await t.signIn('admin@demo.test')).token;
  sales = (await t.signIn('sales@demo.test')).token;
});
afterAll(() => t.close());

const open = (body: object, token = admin) =>
  t.call<TTradingAccount>('POST', '/dashboard/users/accounts', { token, body });
const counts = async () => {
  const [row] = await t.database.db
    .select()
    .from(clients)
    .where(eq(clients.id, client('mine')));
  return { live: row?.liveAccounts, demo: row?.demoAccounts };
};

describe('POST /dashboard/users/accounts', () => {
  it('opens the account on its platform, counts it on the client, and writes createAccount', async () => {
    const before = await counts();
    const res = await open({ user: client('mine'), environment_type: 'live', platform: 'mt5', tier: 'vip' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user: client('mine'),
      platform: 'mt5',
      environment_type: 'live',
      tier: 'vip',
      leverage: 100,
      balance: '0.00',
    });
    const account = res.body;
    expect(await platformAccount(t.database.db, { platform: 'mt5', loginId: Number(account.login_id) })).toMatchObject({
      leverage: 100,
    });
    expect(await counts()).toEqual({ live: (before.live ?? 0) + 1, demo: before.demo });

    const demo = await open({
      user: client('mine'),
      environment_type: 'demo',
      platform: 'ctrader',
      tier: 'standard',
      leverage: 500,
    });
    expect(demo.status).toBe(201);
    expect(demo.body).toMatchObject({ environment_type: 'demo', platform: 'ctrader', leverage: 500 });
    expect((await counts()).demo).toBe((before.demo ?? 0) + 1);

    await sealAuditInbox(t.database.db, { wait: true });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'createAccount'));
    const record = audit.find((r) => (r.after as { account?: string } | null)?.account === account._id);
    expect(record).toMatchObject({ entityType: 'client', entityId: client('mine') });
    expect(record?.after).toMatchObject({
      platform: 'mt5',
      login_id: account.login_id,
      environment_type: 'live',
      tier: 'vip',
      min_deposit_usd: 1000,
      min_deposit: '1000.00 USD',
    });
  });

  it('needs accounts.update_account, and keeps to the brand', async () => {
    const body = { user: client('mine'), environment_type: 'live', platform: 'mt4', tier: 'standard' };
    expect((await open(body, sales)).status).toBe(403);
    expect((await open({ ...body, user: client('foreign') })).status).toBe(404);
  });

  it('refuses bad input with details naming the fields', async () => {
    const res = await open({ user: client('mine'), environment_type: 'paper', platform: 'mt6', tier: 'gold' });
    expect(res.status).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe(ErrorCode.validation);
    expect(error.details?.map((d) => d.path).sort()).toEqual(['environment_type', 'platform', 'tier']);
    const leverage = await open({
      user: client('mine'),
      environment_type: 'live',
      platform: 'mt4',
      tier: 'standard',
      leverage: 3,
    });
    expect(leverage.status).toBe(400);
    expect(errorOf(leverage).details?.[0]?.path).toBe('leverage');
  });
});
