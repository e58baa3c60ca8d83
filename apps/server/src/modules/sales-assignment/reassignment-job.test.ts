import type { TReassignment, TSalesAssignmentOverview } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { JobRegistry } from '../../jobs/job-registry.ts';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner.ts';
import { REASSIGNMENTS_FUNCTION } from './reassignment-job.ts';

/**
 * Bulk reassignments larger than `REASSIGN_SYNC_LIMIT` run in the background as the registry's
 * `client-reassignments`: recorded by the request, moved batch by batch, polled by the console.
 * Runs on PGlite and on PostgreSQL.
 */
let t: TestApp;
let admin: string;
let adminId: string;
let runner: JobRunner;
const BATCH = 3;
const SYNC_LIMIT = 4;
let serial = 0;

async function newAgent(name: string): Promise<string> {
  const res = await t.call<{ _id: string }>('POST', '/dashboard/crmusers', {
    token: admin,
    body: {
      first_name: name,
      last_name: 'Mover',
      email: `${name.toLowerCase()}.mover@demo.test`,
      password: 'Strong-enough-pass-9',
      department: 'sales',
    },
  });
  expect(res.status).toBe(201);
  return res.body._id;
}

/** `n` Portuguese clients of `agent`, registered through the client app then placed with the agent. */
async function clientsOf(agent: string, n: number, key: string): Promise<void> {
  for (let i = 0; i < n; i++) {
    const res = await t.call('POST', '/api/clients/register', {
      headers: { authorization: `Bearer ${key}` },
      body: { first_name: 'Bea', last_name: 'Mover', email: `bea.mover.${serial++}@mail.test`, country: 'pt' },
    });
    expect(res.status).toBe(201);
  }
  await t.database.db.execute(sql`update clients set sales_agent_id = ${agent}::uuid where email like 'bea.mover.%'`);
}

const reassignment = async (id: string, token = admin) =>
  t.call<TReassignment>('GET', `/dashboard/salesassignment/reassign/${id}`, { token });
const clientsWith = async (agent: string) =>
  (await t.call<TSalesAssignmentOverview>('GET', '/dashboard/salesassignment', { token: admin })).body.agents.find(
    (a) => a._id === agent,
  )?.clients ?? 0;
const auditOf = (action: string, entity: string) =>
  queryRows<{ actor: string | null; after: Record<string, unknown> }>(
    t.database.db,
    sql`select actor_id::text as actor, after from audit_inbox where action = ${action} and entity_id = ${entity}
        union all select actor_id::text, after from audit_log where action = ${action} and entity_id = ${entity}`,
  );
/** Runner turns until the move is done (turns, not time: each moves what is due or queued). */
async function runUntilDone(id: string): Promise<TReassignment> {
  for (let turn = 0; turn < 20; turn++) {
    await runner.tick();
    await runner.idle();
    const now = (await reassignment(id)).body;
    if (now.status === 'done') return now;
  }
  throw new Error('the reassignment did not finish');
}

let a: string;
let b: string;
let key: string;

beforeAll(async () => {
  t = await startTestApp({ REASSIGN_BATCH_SIZE: String(BATCH), REASSIGN_SYNC_LIMIT: String(SYNC_LIMIT) });
  const signedIn = await t.signIn('admin@demo.test');
  admin = signedIn.token;
  adminId = signedIn.user._id;
  key = (
    await t.call<{ key: string }>('POST', '/dashboard/salesassignment/keys', {
      token: admin,
      body: { name: 'Mover app' },
    })
  ).body.key;
  a = await newAgent('Amalia');
  b = await newAgent('Bruno');
  const fn = t.app.jobs.get(REASSIGNMENTS_FUNCTION);
  if (!fn) throw new Error(`${REASSIGNMENTS_FUNCTION} is not registered`);
  // The app's function under a runner of the test's, alone in its registry.
  runner = createJobRunner({
    db: t.database.db,
    registry: new JobRegistry().add(fn),
    log: t.app.log,
    instanceId: 'reassignment-test',
    version: 'test',
  });
});
afterAll(async () => {
  await runner?.stop();
  await t?.close();
});

describe('a large bulk reassignment', () => {
  it('is recorded and answered at once, then moved in audited batches by the registry', async () => {
    await clientsOf(a, 10, key);
    expect(await clientsWith(a)).toBe(10);
    const res = await t.call<{ moved: number; reassignment?: TReassignment }>(
      'POST',
      '/dashboard/salesassignment/reassign',
      { token: admin, body: { from: a, to: b } },
    );
    expect(res.status).toBe(200);
    expect(res.body.moved).toBe(0);
    expect(res.body.reassignment).toMatchObject({ status: 'queued', total: 10, processed: 0, from: a, to: b });
    const id = res.body.reassignment?._id ?? '';
    // Nothing moved by the request; the recording is audited.
    expect(await clientsWith(a)).toBe(10);
    expect(await auditOf('clients.reassignQueued', id)).toHaveLength(1);
    const done = await runUntilDone(id);
    expect(done).toMatchObject({ status: 'done', processed: 10, moved: 10, by_agent: { [b]: 10 }, error: null });
    expect(done.finished_at).not.toBeNull();
    expect(await clientsWith(a)).toBe(0);
    expect(await clientsWith(b)).toBe(10);
    const batches = await auditOf('clients.reassign', id);
    expect(batches).toHaveLength(Math.ceil(10 / BATCH));
    for (const r of batches) expect(r.actor).toBe(adminId);
    expect(new Set(batches.flatMap((r) => r.after.ids as string[])).size).toBe(10);
  });

  it('goes on from where its last batch ended, run after run', async () => {
    const res = await t.call<{ reassignment?: TReassignment }>('POST', '/dashboard/salesassignment/reassign', {
      token: admin,
      body: { from: b, to: a },
    });
    const id = res.body.reassignment?._id ?? '';
    const fn = t.app.jobs.get(REASSIGNMENTS_FUNCTION);
    const run = () => fn?.run({ parameters: { batchesPerRun: 1 }, dueAt: new Date(), log: t.app.log });
    expect(await run()).toMatchObject({ batches: 1, clients: BATCH });
    expect((await reassignment(id)).body).toMatchObject({ status: 'running', processed: BATCH, moved: BATCH });
    expect(await clientsWith(b)).toBe(10 - BATCH);
    for (let i = 0; i < 4; i++) await run();
    expect((await reassignment(id)).body).toMatchObject({ status: 'done', processed: 10, moved: 10 });
    const ids = (await auditOf('clients.reassign', id)).flatMap((r) => r.after.ids as string[]);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
  });

  it('stays in the request up to REASSIGN_SYNC_LIMIT clients', async () => {
    const res = await t.call<{ moved: number; reassignment?: TReassignment }>(
      'POST',
      '/dashboard/salesassignment/reassign',
      { token: admin, body: { from: a, to: b, countries: ['cy'] } },
    );
    expect(res.status).toBe(200);
    expect(res.body.reassignment).toBeUndefined();
  });

  it('shows its progress only with the permission and within its brand', async () => {
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text as id from client_reassignments order by created_at limit 1`,
    );
    const id = row?.id ?? '';
    expect((await reassignment(id)).status).toBe(200);
    const sales = (await t.signIn('sales@demo.test')).token;
    expect((await reassignment(id, sales)).status).toBe(403);
    expect((await reassignment('7d1f3a4e-0000-4000-8000-000000000000')).status).toBe(404);
    await t.database.db.execute(sql`update client_reassignments set brand_id = 'northwind' where id = ${id}::uuid`);
    expect((await reassignment(id)).status).toBe(404);
  });
});
