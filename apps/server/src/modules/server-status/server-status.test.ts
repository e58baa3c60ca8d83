import { ErrorCode, type TServerStatus } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createJobRunner, HEARTBEAT_TIMEOUT_MS } from '../../jobs/job-runner.ts';

const STATUS = '/dashboard/internals/serverStatus';

describe('server status API', () => {
  let t: TestApp;
  let now = new Date('2026-03-02T10:00:00.000Z');
  const clock = () => now;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    await t.database.db.execute(
      sql`update staff set permissions = array['internal.server_status'] where email = 'marketing@demo.test'`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs the explicit permission, even for the admin role', async () => {
    const admin = (await t.signIn('admin@demo.test')).token;
    const refused = await t.call('GET', STATUS, { token: admin });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe(ErrorCode.forbidden);
    const marketing = (await t.signIn('marketing@demo.test')).token;
    expect((await t.call('GET', STATUS, { token: marketing })).status).toBe(200);
  });

  it('shows an instance live from its heartbeat, with its measurements, and silent once it stops beating', async () => {
    const marketing = (await t.signIn('marketing@demo.test')).token;
    const runner = createJobRunner({
      db: t.database.db,
      registry: t.app.jobs,
      log: t.app.log,
      instanceId: 'status-test',
      version: 'test',
      clock,
      stats: t.app.instanceStats.collect,
    });
    await t.database.db.execute(sql`update scheduled_functions set enabled = false`);
    await runner.tick();
    const live = await t.call<TServerStatus>('GET', STATUS, { token: marketing });
    const mine = live.body.instances.find((i) => i.id === 'status-test');
    expect(mine).toMatchObject({ state: 'live', stoppedAt: null });
    expect(mine?.stats.memory?.rssBytes).toBeGreaterThan(0);
    expect(mine?.stats.requestsLastMinute).toBeGreaterThan(0);
    expect(mine?.stats.databaseLatencyMs).toBeGreaterThanOrEqual(0);
    expect(mine?.stats.runner?.state).toBe('running');
    now = new Date(now.getTime() + HEARTBEAT_TIMEOUT_MS + 1000);
    const silent = await t.call<TServerStatus>('GET', STATUS, { token: marketing });
    expect(silent.body.instances.find((i) => i.id === mine?.id)?.state).toBe('silent');
    await runner.stop();
    const stopped = await t.call<TServerStatus>('GET', STATUS, { token: marketing });
    expect(stopped.body.instances.find((i) => i.id === mine?.id)?.state).toBe('stopped');
  });

  it('reports the latest reconciliation and audit-chain verification, and counts a failed one for the alert', async () => {
    const marketing = (await t.signIn('marketing@demo.test')).token;
    await t.database.db.execute(
      sql`insert into reconciliation_runs (started_at, finished_at, accounts_checked, differences) values (now(), now(), 3, 2)`,
    );
    const status = await t.call<TServerStatus>('GET', STATUS, { token: marketing });
    expect(status.body.reconciliation).toMatchObject({ differences: 2 });
    const counts = await t.call<{ key: string; count: number }[]>('GET', '/dashboard/queues/counts', {
      token: marketing,
    });
    expect(counts.body.find((c) => c.key === 'internals.failedChecks')?.count).toBe(1);
  });
});
