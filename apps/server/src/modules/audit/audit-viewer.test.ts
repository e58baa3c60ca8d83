import {
  ErrorCode,
  type TAuditLogOptions,
  type TAuditRecord,
  type TAuditVerificationReply,
  type TAuditVerificationRun,
} from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditInbox, clients, staff } from '../../db/schema.ts';
import { mailOutbox } from '../../db/schema-messaging.ts';
import { verifyWhenDue } from './record-verification.ts';

let t: TestApp;
let admin: string;
let adminId: string;
let salesId: string;
let client: { id: string; readableId: number };
beforeAll(async () => {
  t = await startTestApp({ DEMO_CLIENTS: '2' });
  const signedIn = await t.signIn('admin@demo.test');
  admin = signedIn.token;
  adminId = signedIn.user._id;
  salesId = (await t.signIn('sales@demo.test')).user._id;
  const [c] = await t.database.db
    .select({ id: clients.id, readableId: clients.readableId })
    .from(clients)
    .where(sql`${clients.brandId} = 'meridian'`)
    .orderBy(clients.readableId)
    .limit(1);
  if (!c) throw new Error('no demo client');
  client = c;
});
afterAll(() => t.close());

type Page = { docs: TAuditRecord[]; nextCursor: string | null };
const logs = async (query: string, token = admin) => {
  const res = await t.call<Page>('GET', `/dashboard/users/userLogs?limit=200&${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.docs;
};

/** Superuser-only escape hatch, as an attacker with database access would use it. */
const tamper = async (statement: ReturnType<typeof sql>) => {
  await t.database.db.execute(sql`alter table audit_log disable trigger user`);
  await t.database.db.execute(statement);
  await t.database.db.execute(sql`alter table audit_log enable trigger user`);
};

describe('the audit log viewer', () => {
  it('filters by the staff user who acted', async () => {
    await t.call('PATCH', `/dashboard/crmusers/${salesId}`, { token: admin, body: { last_name: 'Filtered' } });
    const byAdmin = await logs(`actor=${adminId}`);
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((r) => r.actor?._id === adminId)).toBe(true);
    expect(byAdmin.some((r) => r.action === 'staff.update' && r.entityId === salesId)).toBe(true);
    const bySales = await logs(`actor=${salesId}`);
    expect(bySales.every((r) => r.actor?._id === salesId)).toBe(true);
    expect(bySales.some((r) => r.action === 'staff.update')).toBe(false);
  });

  it('filters by action, and names the object as it is now', async () => {
    const updates = await logs('action=staff.update');
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.every((r) => r.action === 'staff.update')).toBe(true);
    expect(updates.find((r) => r.entityId === salesId)?.entityLabel).toMatch(/Filtered$/);
    expect(await logs('action=no.such.action')).toEqual([]);
  });

  it('filters by object: type and id, a client by its Client ID too', async () => {
    const changed = await t.call('PUT', `/dashboard/users/${client.id}`, {
      token: admin,
      body: { first_name: 'Logged' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const byId = await logs(`type=client&entityId=${client.id}`);
    expect(byId.length).toBeGreaterThan(0);
    expect(byId.every((r) => r.entityType === 'client' && r.entityId === client.id)).toBe(true);
    expect(byId[0]?.entityLabel).toBe(`#${client.readableId} Logged ${byId[0]?.entityLabel?.split(' ').at(-1)}`);
    const byReadable = await logs(`type=client&entityId=${client.readableId}`);
    expect(byReadable.map((r) => r._id)).toEqual(byId.map((r) => r._id));
    expect(await logs(`type=staff&entityId=${client.id}`)).toEqual([]);
    expect(await logs('type=client&entityId=999999999')).toEqual([]);
  });

  it('filters by days (inclusive, in the reporting time zone)', async () => {
    const at = (iso: string) => new Date(iso);
    const entry = { actorId: adminId, viewedAsId: null, brandId: 'meridian', entityType: 'system', requestId: null };
    await t.database.db.insert(auditInbox).values([
      { ...entry, at: at('2020-01-15T12:00:00Z'), action: 'test.january' },
      { ...entry, at: at('2020-02-01T00:00:00Z'), action: 'test.februaryFirst' },
      { ...entry, at: at('2020-02-29T23:59:59Z'), action: 'test.februaryLast' },
      { ...entry, at: at('2020-03-01T00:00:00Z'), action: 'test.march' },
    ]);
    const february = await logs('fromDate=2020-02-01&toDate=2020-02-29');
    expect(february.map((r) => r.action).sort()).toEqual(['test.februaryFirst', 'test.februaryLast']);
    const since = await logs('fromDate=2020-03-01&type=system');
    expect(since.map((r) => r.action)).toContain('test.march');
    expect(since.map((r) => r.action)).not.toContain('test.februaryLast');
    const until = await logs('toDate=2020-01-31');
    expect(until.map((r) => r.action)).toEqual(['test.january']);
    expect(errorOf(await t.call('GET', '/dashboard/users/userLogs?fromDate=2020-02-30', { token: admin })).code).toBe(
      ErrorCode.validation,
    );
  });

  it('pages filtered records by cursor without repeating or skipping one', async () => {
    const all = await logs(`actor=${adminId}`);
    const first = await t.call<Page>('GET', `/dashboard/users/userLogs?actor=${adminId}&limit=2`, { token: admin });
    const second = await t.call<Page>(
      'GET',
      `/dashboard/users/userLogs?actor=${adminId}&limit=2&cursor=${first.body.nextCursor}`,
      { token: admin },
    );
    expect([...first.body.docs, ...second.body.docs].map((r) => r._id)).toEqual(all.slice(0, 4).map((r) => r._id));
  });

  it('shows a view-as call with both staff users, and the address of every call', async () => {
    const viewAs = await t.call<{ token: string }>('POST', '/dashboard/auth/loginAs', {
      token: admin,
      body: { crmuser_id: salesId },
    });
    expect(viewAs.status).toBe(200);
    await t.call('GET', '/dashboard/crmusers/current', { token: viewAs.body.token });
    const calls = await logs('action=viewAs.call');
    expect(calls[0]).toMatchObject({
      actor: { _id: adminId, email: 'admin@demo.test' },
      viewedAs: { _id: salesId, email: 'sales@demo.test' },
      address: '127.0.0.1',
    });
    const signIns = await logs('action=auth.login');
    expect(signIns[0]?.address).toBe('127.0.0.1');
  });

  it('keeps a whitelisted reader to records on clients of their countries', async () => {
    const [a, b] = await t.database.db
      .select({ id: clients.id, country: clients.country })
      .from(clients)
      .where(sql`${clients.brandId} = 'meridian'`)
      // In a fixed order: without one PostgreSQL returns rows as they lie on disk, which the other
      // tests' updates reorder.
      .orderBy(clients.readableId)
      .limit(2);
    if (!a || !b) throw new Error('two demo clients expected');
    const elsewhere = a.country === 'mt' ? 'cy' : 'mt';
    await t.database.db.execute(sql`update clients set country = ${elsewhere} where id = ${b.id}`);
    const entry = { actorId: adminId, viewedAsId: null, brandId: 'meridian', entityType: 'client', requestId: null };
    await t.database.db.insert(auditInbox).values([
      { ...entry, at: new Date(), action: 'test.scopeSeen', entityId: a.id },
      { ...entry, at: new Date(), action: 'test.scopeHidden', entityId: b.id },
      { ...entry, at: new Date(), action: 'test.scopeStaff', entityType: 'staff', entityId: salesId },
    ]);
    const scoped = async () =>
      (await logs('')).map((r) => r.action).filter((action) => action.startsWith('test.scope'));
    expect((await scoped()).sort()).toEqual(['test.scopeHidden', 'test.scopeSeen', 'test.scopeStaff']);

    await t.database.db.execute(
      sql`update staff set enable_country_whitelist = true, whitelist_countries = ${`{${a.country}}`} where id = ${adminId}`,
    );
    try {
      expect((await scoped()).sort()).toEqual(['test.scopeSeen', 'test.scopeStaff']);
      expect(await logs(`type=client&entityId=${b.id}`)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`update staff set enable_country_whitelist = false where id = ${adminId}`);
    }
  });

  it("keeps to the selected brand: a brand's staff see its records and brandless ones only", async () => {
    const switched = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: (await t.signIn('admin@demo.test')).refresh_token, brand: 'northwind' },
    });
    const inNorthwind = switched.body.token;
    const dealingId = (await t.signIn('dealing@demo.test')).user._id;
    const changed = await t.call('PATCH', `/dashboard/crmusers/${dealingId}?brand=northwind`, {
      token: inNorthwind,
      body: { first_name: 'Northwind' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const meridian = await logs('');
    const northwind = await logs('brand=northwind', inNorthwind);
    expect(meridian.every((r) => r.brand === 'meridian' || r.brand === null)).toBe(true);
    expect(northwind.every((r) => r.brand === 'northwind' || r.brand === null)).toBe(true);
    expect(northwind.some((r) => r.brand === 'northwind' && r.action === 'staff.update')).toBe(true);
    // A meridian client asked for from northwind, by id or Client ID, is not there.
    expect(await logs(`brand=northwind&type=client&entityId=${client.id}`, inNorthwind)).toEqual([]);
    expect(await logs(`brand=northwind&type=client&entityId=${client.readableId}`, inNorthwind)).toEqual([]);
    // Staff who work in one brand only cannot read another's log.
    const compliance = (await t.signIn('sales@demo.test')).token;
    expect((await t.call('GET', '/dashboard/users/userLogs?brand=northwind', { token: compliance })).status).toBe(403);
  });

  it('offers the brand’s staff and the actions on the log as filters', async () => {
    const res = await t.call<TAuditLogOptions>('GET', '/dashboard/users/userLogs/options', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.staff.map((s) => s._id)).toContain(adminId);
    expect(res.body.staff.every((s) => typeof s.deleted === 'boolean')).toBe(true);
    expect(res.body.actions).toEqual(expect.arrayContaining(['auth.login', 'staff.update', 'test.march']));
    expect(res.body.actions).toEqual([...new Set(res.body.actions)].sort());
    expect(res.body.types).toEqual(expect.arrayContaining(['client', 'session', 'staff', 'system']));
  });

  it('exports exactly the filtered view, newest first, and audits the export', async () => {
    const view = await logs('action=staff.update');
    const res = await fetch(`${t.baseUrl}/dashboard/users/userLogs/exports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { action: 'staff.update' }, fields: ['position', 'action', 'entityId'] }),
    });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe('position,action,entityId');
    expect(lines.slice(1)).toEqual(view.map((r) => `${r._id},staff.update,${r.entityId}`));
    expect(res.headers.get('x-export-rows')).toBe(String(view.length));
    const [record] = await logs('action=audit.export');
    expect(record?.after).toMatchObject({ format: 'csv', rows: view.length, filters: { action: 'staff.update' } });
  });
});

describe('verification runs', () => {
  const status = async () =>
    (await t.call<TAuditVerificationReply>('GET', '/dashboard/users/userLogs/verification', { token: admin })).body;
  const verifyNow = async () => {
    const res = await t.call<TAuditVerificationRun>('POST', '/dashboard/users/userLogs/verification', { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };

  it('records a run asked for by a staff user, audits it, and shows it as the latest', async () => {
    const run = await verifyNow();
    expect(run).toMatchObject({
      intact: true,
      firstBadPosition: null,
      trigger: 'manual',
      requestedBy: { _id: adminId },
    });
    expect(run.recordsChecked).toBeGreaterThan(5);
    expect(Date.parse(run.finishedAt)).toBeGreaterThanOrEqual(Date.parse(run.startedAt));
    expect((await status()).latest).toEqual(run);
    const [audited] = await logs('action=audit.verify');
    expect(audited).toMatchObject({ entityId: run._id, actor: { _id: adminId }, after: { intact: true } });
  });

  it('is refused without administration.user_logs', async () => {
    const sales = (await t.signIn('sales@demo.test')).token;
    const res = await t.call('POST', '/dashboard/users/userLogs/verification', { token: sales });
    expect(errorOf(res).code).toBe(ErrorCode.forbidden);
  });

  it('runs on schedule only when the latest run is older than the interval (injected clock)', async () => {
    const latest = (await status()).latest;
    if (!latest) throw new Error('no run yet');
    const finished = Date.parse(latest.finishedAt);
    const hour = 3_600_000;
    expect(await verifyWhenDue(t.database.db, hour, () => new Date(finished + hour - 1))).toBeNull();
    const due = await verifyWhenDue(t.database.db, hour, () => new Date(finished + hour));
    expect(due).toMatchObject({ trigger: 'schedule', intact: true, requestedBy: null });
    expect((await status()).latest?._id).toBe(due?._id);
  });

  it('fails on a record tampered with in SQL, naming the first bad position', async () => {
    const [target] = await logs('action=staff.update');
    if (!target) throw new Error('no record to tamper with');
    await tamper(sql`update audit_log set after = '{"last_name":"Innocent"}' where seq = ${Number(target._id)}`);
    const run = await verifyNow();
    expect(run).toMatchObject({
      intact: false,
      firstBadPosition: Number(target._id),
      problem: 'content does not match its hash (edited)',
    });
    expect((await status()).latest).toMatchObject({ intact: false, firstBadPosition: Number(target._id) });
  });

  it('e-mails the holders of internal.server_status when Verify now finds the chain broken, once for the episode', async () => {
    await t.database.db
      .update(staff)
      .set({ permissions: sql`array['internal.server_status']` })
      .where(sql`${staff.email} = 'marketing@demo.test'`);
    // The chain is broken since the test above; this episode's first alert may already be sent by it.
    await t.database.db.execute(sql`delete from check_alert_states where check_name = 'audit-verification'`);
    const alerts = () =>
      t.database.db.select().from(mailOutbox).where(sql`${mailOutbox.subject} like '[Alert] Audit-chain%'`);
    const before = (await alerts()).length;
    expect((await verifyNow()).intact).toBe(false);
    const sent = (await alerts()).slice(before);
    // Marketing by this grant, the developer role by its own.
    expect(sent.map((m) => m.toAddress).sort()).toEqual(['developer@demo.test', 'marketing@demo.test']);
    expect(sent[0]?.text).toContain('The audit chain is broken from position');
    // Still broken on the next click: the same episode, no second e-mail.
    expect((await verifyNow()).intact).toBe(false);
    expect(await alerts()).toHaveLength(before + 2);
  });
});
