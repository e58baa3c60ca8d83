import { ErrorCode, type TAuditRecord } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { verifyAuditChain } from './verify-audit-chain.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signIn('admin@demo.test')).token;
});
afterAll(() => t.close());

const logs = (query = '', token = admin) =>
  t.call<{ docs: TAuditRecord[]; nextCursor: string | null }>('GET', `/dashboard/users/userLogs${query}`, { token });

/** Superuser-only escape hatch, as an attacker with database access would use it. */
const tamper = async (statement: ReturnType<typeof sql>) => {
  await t.database.db.execute(sql`alter table audit_log disable trigger user`);
  await t.database.db.execute(statement);
  await t.database.db.execute(sql`alter table audit_log enable trigger user`);
};

describe('audit log', () => {
  it('records each change with actor, brand, entity, before and after, request id', async () => {
    const created = await t.call<{ _id: string }>('POST', '/dashboard/crmusers', {
      token: admin,
      body: {
        first_name: 'Ana',
        last_name: 'Lopez',
        email: 'ana@demo.test',
        password: 'Plenty-long-pass-7',
        department: 'sales',
      },
      headers: { 'x-request-id': 'req-audit-1' },
    });
    await t.call('PATCH', `/dashboard/crmusers/${created.body._id}`, { token: admin, body: { last_name: 'López' } });
    const { body } = await logs('?type=staff&limit=2');
    const [update, create] = body.docs;
    expect(update).toMatchObject({
      action: 'staff.update',
      entityType: 'staff',
      entityId: created.body._id,
      brand: 'meridian',
      actor: { email: 'admin@demo.test' },
      viewedAs: null,
      before: expect.objectContaining({ last_name: 'Lopez' }),
      after: expect.objectContaining({ last_name: 'López' }),
    });
    expect(create).toMatchObject({ action: 'staff.create', requestId: 'req-audit-1' });
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('records a password change on its own, without the password', async () => {
    const staffList = await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=ana@', {
      token: admin,
    });
    const id = staffList.body.docs[0]?._id;
    await t.call('PATCH', `/dashboard/crmusers/${id}`, { token: admin, body: { password: 'Brand-new-pass-88' } });
    const { body } = await logs('?type=staff&limit=3');
    const change = body.docs.find((d) => d.action === 'staff.passwordChange');
    expect(change).toMatchObject({ entityId: id, after: { sessionsEnded: 0 } });
    expect(JSON.stringify(body)).not.toContain('Brand-new-pass-88');
  });

  it('pages newest first with a cursor', async () => {
    const first = await logs('?limit=2');
    expect(first.body.docs).toHaveLength(2);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await logs(`?limit=2&cursor=${first.body.nextCursor}`);
    const seqs = [...first.body.docs, ...second.body.docs].map((d) => Number(d._id));
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(new Set(seqs).size).toBe(4);
  });

  it('is readable only with administration.user_logs', async () => {
    const sales = (await t.signIn('sales@demo.test')).token;
    expect(errorOf(await logs('', sales)).code).toBe(ErrorCode.forbidden);
  });

  it('refuses UPDATE and DELETE at the database', async () => {
    await expect(t.database.db.execute(sql`update audit_log set action = 'x' where seq = 1`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log where seq = 1`)).rejects.toThrow();
  });

  it('commits a change and its record together or not at all', async () => {
    const before = await verifyAuditChain(t.database.db);
    // Make the audit insert fail for staff updates only; the update must roll back with it.
    await t.database.db.execute(
      sql`alter table audit_inbox add constraint test_refuse check (action <> 'staff.update') not valid`,
    );
    try {
      const staff = await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=ana@', {
        token: admin,
      });
      const id = staff.body.docs[0]?._id;
      const res = await t.call('PATCH', `/dashboard/crmusers/${id}`, { token: admin, body: { first_name: 'Changed' } });
      expect(res.status).toBe(500);
      expect(errorOf(res).code).toBe(ErrorCode.internal);
      const after = await t.call<{ docs: { first_name: string }[] }>('GET', '/dashboard/crmusers?search=ana@', {
        token: admin,
      });
      expect(after.body.docs[0]?.first_name).toBe('Ana');
    } finally {
      await t.database.db.execute(sql`alter table audit_inbox drop constraint test_refuse`);
    }
    expect((await verifyAuditChain(t.database.db)).problems).toEqual([]);
    expect((await verifyAuditChain(t.database.db)).records).toBeGreaterThanOrEqual(before.records);
  });

  it('stays gapless and intact under concurrent changes (proven on PostgreSQL)', async () => {
    const created = await t.call<{ _id: string }>('POST', '/dashboard/crmusers', {
      token: admin,
      body: {
        first_name: 'Con',
        last_name: 'Current',
        email: 'con@demo.test',
        password: 'Plenty-long-pass-7',
        department: 'sales',
      },
    });
    const countries = ['at', 'be', 'bg', 'hr', 'cy', 'cz', 'dk', 'ee', 'fi', 'fr', 'de', 'gr', 'hu', 'ie', 'it'];
    const replies = await Promise.all(
      countries.flatMap((c, i) => [
        t.call('PATCH', `/dashboard/crmusers/${created.body._id}/salescountries`, {
          token: admin,
          body: { sales_rotation_countries: [c] },
        }),
        t.call('PATCH', `/dashboard/crmusers/${created.body._id}`, {
          token: admin,
          body: { last_name: `Current ${i}` },
        }),
      ]),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const me = await t.call<{ docs: { sales_rotation_countries: string[] }[] }>(
      'GET',
      '/dashboard/crmusers?search=con@',
      {
        token: admin,
      },
    );
    // Row locks serialise the read-modify-write: no added country is lost.
    expect(me.body.docs[0]?.sales_rotation_countries.toSorted()).toEqual(countries.toSorted());
    expect((await verifyAuditChain(t.database.db)).problems).toEqual([]);
  });

  it('verifies an intact chain, then detects an edited, a deleted and a truncated-tail record', async () => {
    const intact = await verifyAuditChain(t.database.db);
    expect(intact.problems).toEqual([]);
    expect(intact.records).toBeGreaterThanOrEqual(5);

    await tamper(sql`update audit_log set after = '{"ip":"10.0.0.1"}' where seq = 2`);
    const edited = await verifyAuditChain(t.database.db);
    expect(edited.problems).toContainEqual({ seq: 2, problem: 'content does not match its hash (edited)' });

    await tamper(sql`delete from audit_log where seq = 3`);
    const deleted = await verifyAuditChain(t.database.db);
    expect(deleted.problems.some((p) => p.problem.includes('missing'))).toBe(true);

    const last = intact.records;
    await tamper(sql`delete from audit_log where seq = ${last}`);
    const truncated = await verifyAuditChain(t.database.db);
    expect(truncated.problems.some((p) => p.problem.startsWith('head names record'))).toBe(true);
  });
});
