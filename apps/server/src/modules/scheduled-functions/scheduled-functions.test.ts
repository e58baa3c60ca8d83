import { ErrorCode, type TFunctionRun, type TFunctionRunPage, type TScheduledFunction } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { createJobRunner } from '../../jobs/job-runner.ts';

const BASE = '/dashboard/internals/scheduledFunctions';

describe('scheduled functions API', () => {
  let t: TestApp;
  let admin = '';
  const now = new Date('2026-03-02T10:00:00.000Z');
  const clock = () => now;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    admin = (await t.signIn('admin@demo.test')).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const fnOf = async (name: string) =>
    (await t.call<TScheduledFunction[]>('GET', BASE, { token: admin })).body.find((f) => f.name === name);

  it('refuses staff without the permission and lets the admin role in without a grant', async () => {
    const support = (await t.signIn('support@demo.test')).token;
    const refused = await t.call('GET', BASE, { token: support });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe(ErrorCode.forbidden);
    expect((await t.call('POST', `${BASE}/audit-sealer/runs`, { token: support })).status).toBe(403);
    expect((await t.call('PATCH', `${BASE}/audit-sealer`, { token: support, body: { enabled: false } })).status).toBe(
      403,
    );
    const list = await t.call<TScheduledFunction[]>('GET', BASE, { token: admin });
    expect(list.status).toBe(200);
    const names = list.body.map((f) => f.name);
    for (const name of ['audit-sealer', 'audit-verify', 'price-feed', 'reconciliation', 'trading-import', 'sync-rates'])
      expect(names).toContain(name);
    expect(list.body.find((f) => f.name === 'price-feed')).toMatchObject({
      cron: '*/2 * * * * *',
      schedule: 'Every 2 seconds',
      enabled: true,
      edited: false,
    });
  });

  it('refuses a schedule croner does not accept (200) and parameters the schema refuses (201), changing nothing', async () => {
    const badCron = await t.call('PATCH', `${BASE}/prune-function-runs`, {
      token: admin,
      body: { cron: '61 * * * *' },
    });
    expect(badCron.status).toBe(400);
    expect(errorOf(badCron).code).toBe(ErrorCode.invalidCron);
    expect(errorOf(badCron).details?.[0]?.path).toBe('cron');
    const badParameters = await t.call('PATCH', `${BASE}/prune-function-runs`, {
      token: admin,
      body: { cron: '0 0 3 * * *', parameters: { keepDays: 0, keepPerFunction: 500 } },
    });
    expect(badParameters.status).toBe(400);
    expect(errorOf(badParameters).code).toBe(ErrorCode.invalidFunctionParameters);
    expect(errorOf(badParameters).details?.[0]?.path).toBe('parameters.keepDays');
    const unknownKey = await t.call('PATCH', `${BASE}/prune-function-runs`, {
      token: admin,
      body: { parameters: { keepDays: 3, keepPerFunction: 500, extra: 1 } },
    });
    expect(errorOf(unknownKey).code).toBe(ErrorCode.invalidFunctionParameters);
    expect(await fnOf('prune-function-runs')).toMatchObject({ cron: '0 5 * * * *', edited: false });
    const missing = await t.call('PATCH', `${BASE}/no-such-function`, { token: admin, body: { enabled: false } });
    expect(missing.status).toBe(404);
  });

  it('changes the schedule, switch and parameters, with the next due time and an audit record', async () => {
    const changed = await t.call<TScheduledFunction>('PATCH', `${BASE}/prune-function-runs`, {
      token: admin,
      body: { cron: '0 30 3 * * *', parameters: { keepDays: 3, keepPerFunction: 100 } },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      cron: '0 30 3 * * *',
      schedule: 'At 03:30',
      parameters: { keepDays: 3, keepPerFunction: 100 },
      nextRunAt: '2026-03-03T03:30:00.000Z',
      edited: true,
    });
    const off = await t.call<TScheduledFunction>('PATCH', `${BASE}/prune-function-runs`, {
      token: admin,
      body: { enabled: false },
    });
    expect(off.body).toMatchObject({ enabled: false, nextRunAt: null });
    const audit = await queryRows<{ action: string; after: { cron: string } }>(
      t.database.db,
      sql`select action, after from audit_inbox where entity_id = 'prune-function-runs'
          union all select action, after from audit_log where entity_id = 'prune-function-runs'`,
    );
    expect(audit.map((a) => a.action)).toEqual(['scheduledFunction.update', 'scheduledFunction.update']);
  });

  it('runs a function now: queued, claimed by a runner, then in the history with its output', async () => {
    const dealing = (await t.signIn('dealing@demo.test')).token;
    expect((await t.call('POST', `${BASE}/prune-function-runs/runs`, { token: dealing })).status).toBe(403);
    const queued = await t.call<TFunctionRun>('POST', `${BASE}/prune-function-runs/runs`, { token: admin });
    expect(queued.status, JSON.stringify(queued.body)).toBe(201);
    expect(queued.body).toMatchObject({ status: 'queued', trigger: 'manual' });
    const again = await t.call('POST', `${BASE}/prune-function-runs/runs`, { token: admin });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe(ErrorCode.functionRunPending);

    const runner = createJobRunner({
      db: t.database.db,
      registry: t.app.jobs,
      log: t.app.log,
      instanceId: 'api-test',
      version: 'test',
      clock,
    });
    // Only the queued run: every other function is switched off for this runner's tick.
    await t.database.db.execute(sql`update scheduled_functions set next_run_at = '2100-01-01'`);
    await runner.tick();
    await runner.idle();
    await runner.stop();
    const history = await t.call<TFunctionRunPage>('GET', `${BASE}/prune-function-runs/runs`, { token: admin });
    expect(history.status).toBe(200);
    expect(history.body.docs[0]).toMatchObject({
      _id: queued.body._id,
      status: 'succeeded',
      instance: 'api-test',
      output: { runs: expect.any(Number), instances: expect.any(Number) },
    });
    expect((await fnOf('prune-function-runs'))?.lastRun?.status).toBe('succeeded');
    expect((await t.call('GET', `${BASE}/nope/runs`, { token: admin })).status).toBe(404);
  });
});
