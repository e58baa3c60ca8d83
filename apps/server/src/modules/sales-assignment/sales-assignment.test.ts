import { ErrorCode, type TSalesAssignmentOverview } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { nextInTurn } from './rotation.ts';

/**
 * The rotation, the intake and bulk moves through the HTTP API. Runs on PGlite and on PostgreSQL
 * (`TEST_DRIVER=postgres`), where the concurrent registrations really run side by side.
 */
let t: TestApp;
let admin: string;
let key: string;
const agents: string[] = [];

const register = (
  body: Record<string, unknown>,
  headers: Record<string, string> = { authorization: `Bearer ${key}` },
) =>
  t.call<{ _id: string; readable_id: number; sales_agent_id: string | null }>('POST', '/api/clients/register', {
    body,
    headers,
  });
let serial = 0;
const BATCH = 4;
const person = (country: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Costa',
  email: `ana.costa.${serial++}@mail.test`,
  country,
  ...extra,
});
const overview = async () =>
  (await t.call<TSalesAssignmentOverview>('GET', '/dashboard/salesassignment', { token: admin })).body;

async function newAgent(name: string, countries: string[]): Promise<string> {
  const res = await t.call<{ _id: string }>('POST', '/dashboard/crmusers', {
    token: admin,
    body: {
      first_name: name,
      last_name: 'Agent',
      email: `${name.toLowerCase()}.agent@demo.test`,
      password: 'Strong-enough-pass-9',
      department: 'sales',
    },
  });
  expect(res.status).toBe(201);
  const added = await t.call('PATCH', `/dashboard/crmusers/${res.body._id}/salescountries`, {
    token: admin,
    body: { sales_rotation_countries: countries },
  });
  expect(added.status).toBe(200);
  return res.body._id;
}

const auditRecords = (action: string) =>
  queryRows<{ actor: string | null; entity: string; after: Record<string, unknown> }>(
    t.database.db,
    sql`select actor_id::text as actor, entity_id as entity, after from audit_inbox where action = ${action}
        union all select actor_id::text, entity_id, after from audit_log where action = ${action}`,
  );

beforeAll(async () => {
  // Small batches, so every move here runs in several.
  t = await startTestApp({ REASSIGN_BATCH_SIZE: String(BATCH) });
  admin = (await t.signIn('admin@demo.test')).token;
  const made = await t.call<{ key: string; prefix: string }>('POST', '/dashboard/salesassignment/keys', {
    token: admin,
    body: { name: 'Client app' },
  });
  expect(made.status).toBe(201);
  key = made.body.key;
  expect(key.startsWith(made.body.prefix)).toBe(true);
  // Portugal: no demo agent covers it, so these three are its whole rotation.
  for (const name of ['Rui', 'Joana', 'Tiago']) agents.push(await newAgent(name, ['pt']));
  agents.sort();
});
afterAll(() => t.close());

describe('the turn', () => {
  it('goes to the agent after the last one, wrapping round, and to the next one when the last has gone', () => {
    expect(nextInTurn(['a', 'c', 'e'], null)).toBe('a');
    expect(nextInTurn(['a', 'c', 'e'], 'c')).toBe('e');
    expect(nextInTurn(['a', 'c', 'e'], 'e')).toBe('a');
    expect(nextInTurn(['a', 'c', 'e'], 'b')).toBe('c');
    expect(nextInTurn(['a', 'c', 'e'], 'c', 3)).toBe('c');
    expect(nextInTurn([], 'c')).toBeUndefined();
  });
});

describe('rotation', () => {
  it('gives concurrent registrations of one country the agents in turn, none skipped or used twice', async () => {
    const replies = await Promise.all(Array.from({ length: 21 }, () => register(person('pt'))));
    for (const r of replies) expect(r.status).toBe(201);
    // The readable id is drawn while the turn is held, so its order is the order of the turns.
    const inOrder = replies.map((r) => r.body).sort((a, b) => a.readable_id - b.readable_id);
    const first = agents.indexOf(inOrder[0]?.sales_agent_id ?? '');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(inOrder.map((r) => r.sales_agent_id)).toEqual(inOrder.map((_, i) => agents[(first + i) % agents.length]));
    const counts = (await overview()).agents.filter((a) => agents.includes(a._id)).map((a) => a.clients);
    expect(counts).toEqual([7, 7, 7]);
  });

  it('skips a disabled agent, and takes them back when enabled', async () => {
    const [a, b, c] = agents as [string, string, string];
    expect((await t.call('PATCH', `/dashboard/crmusers/${b}`, { token: admin, body: { active: false } })).status).toBe(
      200,
    );
    const got = [];
    for (let i = 0; i < 4; i++) got.push((await register(person('pt'))).body.sales_agent_id);
    expect(new Set(got)).toEqual(new Set([a, c]));
    expect(got.filter((g) => g === a)).toHaveLength(2);
    expect((await overview()).agents.find((x) => x._id === b)?.active).toBe(false);
    await t.call('PATCH', `/dashboard/crmusers/${b}`, { token: admin, body: { active: true } });
    const next = [];
    for (let i = 0; i < 3; i++) next.push((await register(person('pt'))).body.sales_agent_id);
    expect(new Set(next)).toEqual(new Set(agents));
  });

  it('leaves a client of a country nobody covers unassigned, and counts it', async () => {
    const before = (await overview()).unassigned;
    const res = await register(person('is'));
    expect(res.status).toBe(201);
    expect(res.body.sales_agent_id).toBeNull();
    expect((await overview()).unassigned).toBe(before + 1);
  });

  it('gives every new client to the default agent while one is set (audited), then rotates again', async () => {
    const [a] = agents as [string];
    const set = await t.call<TSalesAssignmentOverview>('PUT', '/dashboard/salesassignment/default', {
      token: admin,
      body: { agent_id: a },
    });
    expect(set.status).toBe(200);
    expect(set.body.default_agent_id).toBe(a);
    for (const country of ['pt', 'is', 'cy']) expect((await register(person(country))).body.sales_agent_id).toBe(a);
    const records = await auditRecords('salesAssignment.setDefaultAgent');
    expect(records.at(-1)?.after).toEqual({ default_agent_id: a });
    await t.call('PUT', '/dashboard/salesassignment/default', { token: admin, body: { agent_id: null } });
    expect((await register(person('is'))).body.sales_agent_id).toBeNull();
  });

  it('refuses a default agent who is not an enabled sales agent, and the call without the permission', async () => {
    const support = await t.signIn('support@demo.test');
    const bad = await t.call('PUT', '/dashboard/salesassignment/default', {
      token: admin,
      body: { agent_id: support.user._id },
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).details?.[0]?.path).toBe('agent_id');
    const sales = (await t.signIn('sales@demo.test')).token;
    const refused = await t.call('PUT', '/dashboard/salesassignment/default', {
      token: sales,
      body: { agent_id: null },
    });
    expect(refused.status).toBe(403);
  });
});

describe('the intake', () => {
  it('refuses a missing, wrong or revoked key with 401 (code 130) and takes X-Api-Key too', async () => {
    const tries: Record<string, string>[] = [{}, { authorization: 'Bearer cik_nope' }, { 'x-api-key': 'cik_nope' }];
    for (const headers of tries) {
      const res = await register(person('pt'), headers);
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe(ErrorCode.intakeKeyInvalid);
    }
    const made = await t.call<{ _id: string; key: string }>('POST', '/dashboard/salesassignment/keys', {
      token: admin,
      body: { name: 'Short-lived' },
    });
    expect((await register(person('pt'), { 'x-api-key': made.body.key })).status).toBe(201);
    const revoked = await t.call('DELETE', `/dashboard/salesassignment/keys/${made.body._id}`, { token: admin });
    expect(revoked.status).toBe(200);
    const after = await register(person('pt'), { 'x-api-key': made.body.key });
    expect(after.status).toBe(401);
    const keys = await t.call<{ _id: string; revoked_at: string | null; last_used_at: string | null }[]>(
      'GET',
      '/dashboard/salesassignment/keys',
      { token: admin },
    );
    const listed = keys.body.find((k) => k._id === made.body._id);
    expect(listed?.revoked_at).not.toBeNull();
    expect(listed?.last_used_at).not.toBeNull();
    expect(JSON.stringify(keys.body)).not.toContain(made.body.key);
    expect((await auditRecords('intakeKey.revoke')).some((r) => r.entity === made.body._id)).toBe(true);
  });

  it('stores only the hash of a key', async () => {
    const rows = await queryRows<{ key_hash: string }>(t.database.db, sql`select key_hash from client_intake_keys`);
    expect(rows.some((r) => r.key_hash === key)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key_hash))).toBe(true);
  });

  it('validates the body with field details', async () => {
    const res = await register({ ...person('xx'), is_vip: true, email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe(ErrorCode.validation);
    expect(
      errorOf(res)
        .details?.map((d) => d.path)
        .sort(),
    ).toEqual(['country', 'email', 'is_vip']);
    const phone = await register(person('pt', { phone: '12' + '3' }));
    expect(phone.status).toBe(400);
    expect(errorOf(phone).details?.[0]?.path).toBe('phone');
  });

  it('answers 409 for an e-mail the brand has, in any case', async () => {
    const body = person('pt', { email: 'Twice@Mail.test', phone: '+351 912 345 678', utm_source: 'google' });
    const first = await register(body);
    expect(first.status).toBe(201);
    const again = await register({ ...body, email: 'twice@mail.TEST' });
    expect(again.status).toBe(409);
    expect(errorOf(again).details?.[0]?.path).toBe('email');
    const [stored] = await queryRows<{ phone: string; utms: Record<string, string> }>(
      t.database.db,
      sql`select phone, utms from clients where id = ${first.body._id}::uuid`,
    );
    expect(stored).toEqual({ phone: '+351912345678', utms: { utm_source: 'google' } });
  });

  it('audits a registration as done by the client app, with its key', async () => {
    const res = await register(person('pt'));
    const record = (await auditRecords('client.register')).find((r) => r.entity === res.body._id);
    expect(record?.actor).toBeNull();
    expect(record?.after).toMatchObject({
      via: { actor: 'client app', key_name: 'Client app' },
      assigned_by: 'rotation',
      sales_agent_id: res.body.sales_agent_id,
    });
  });

  it('counts the new client in the reporting facts (their insert triggers)', async () => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(registered), 0)::int as n from client_daily_facts where brand_id = 'meridian' and country = 'pt'`,
    );
    const [clients] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from clients where brand_id = 'meridian' and country = 'pt'`,
    );
    expect(row?.n).toBe(clients?.n);
  });
});

describe('bulk reassignment', () => {
  it('previews the count it then moves to another agent, audited with the ids', async () => {
    const [a, b] = agents as [string, string];
    const preview = await t.call<{ count: number }>(
      'GET',
      `/dashboard/salesassignment/reassign?from=${a}&countries=pt`,
      {
        token: admin,
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.count).toBeGreaterThan(0);
    const was = await overview();
    const before = (id: string) => was.agents.find((x) => x._id === id)?.clients ?? 0;
    const moved = await t.call<{ moved: number }>('POST', '/dashboard/salesassignment/reassign', {
      token: admin,
      body: { from: a, to: b, countries: ['pt'] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.moved).toBe(preview.body.count);
    const now = await overview();
    expect(now.agents.find((x) => x._id === a)?.clients).toBe(before(a) - preview.body.count);
    expect(now.agents.find((x) => x._id === b)?.clients).toBe(before(b) + preview.body.count);
    // One record per batch of the move, together naming every client once.
    const records = await auditRecords('clients.reassign');
    const move = records.filter((r) => r.entity === records.at(-1)?.entity);
    expect(move.length).toBe(Math.ceil(preview.body.count / BATCH));
    for (const r of move) expect(r.after).toMatchObject({ from: a, to: b, countries: ['pt'] });
    const ids = move.flatMap((r) => r.after.ids as string[]);
    expect(new Set(ids).size).toBe(preview.body.count);
    expect(move.reduce((n, r) => n + (r.after.count as number), 0)).toBe(preview.body.count);
  });

  it('moves clients back into the rotation without the agent they leave', async () => {
    const [a, b, c] = agents as [string, string, string];
    const count = (
      await t.call<{ count: number }>('GET', `/dashboard/salesassignment/reassign?from=${b}`, { token: admin })
    ).body.count;
    const moved = await t.call<{ moved: number; by_agent: Record<string, number> }>(
      'POST',
      '/dashboard/salesassignment/reassign',
      { token: admin, body: { from: b, to: 'rotation' } },
    );
    expect(moved.body.moved).toBe(count);
    expect(Object.keys(moved.body.by_agent).sort()).toEqual([a, c].sort());
    expect(Math.abs((moved.body.by_agent[a] ?? 0) - (moved.body.by_agent[c] ?? 0))).toBeLessThanOrEqual(1);
    expect((await overview()).agents.find((x) => x._id === b)?.clients).toBe(0);
  });

  it('assigns unassigned clients through the rotation, leaving those nobody covers', async () => {
    const before = await overview();
    const moved = await t.call<{ moved: number; by_agent: Record<string, number> }>(
      'POST',
      '/dashboard/salesassignment/reassign',
      { token: admin, body: { from: 'none', to: 'rotation', countries: ['is', 'cy'] } },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.by_agent.none).toBeGreaterThan(0); // Iceland: nobody
    expect((await overview()).unassigned).toBe(before.unassigned - moved.body.moved);
  });

  it('refuses a move to the same agent or to someone who is not an agent', async () => {
    const [a] = agents as [string];
    const same = await t.call('POST', '/dashboard/salesassignment/reassign', {
      token: admin,
      body: { from: a, to: a },
    });
    expect(same.status).toBe(400);
    const notAgent = await t.call('POST', '/dashboard/salesassignment/reassign', {
      token: admin,
      body: { from: a, to: (await t.signIn('support@demo.test')).user._id },
    });
    expect(errorOf(notAgent).details?.[0]?.path).toBe('to');
  });
});
