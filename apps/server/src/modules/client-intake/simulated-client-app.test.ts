import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { DEMO_INTAKE_KEY_NAME, demoIntakeKey, seedDemoIntakeKeys } from '../../demo/seed-intake-keys.ts';
import { httpIntake, simulatedRegistration, startSimulatedClientApp } from './simulated-client-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ INTAKE_RATE_PER_MINUTE: '3' });
});
afterAll(() => t.close());

const registered = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from clients where id::text in
          (select entity_id from audit_inbox where action = 'client.register'
           union select entity_id from audit_log where action = 'client.register')`,
    )
  )[0]?.n ?? 0;

describe("the demo's client app", () => {
  it('seeds one key per brand once, and keeps a revoked one revoked', async () => {
    const first = await seedDemoIntakeKeys(t.database.db);
    expect(first.map((k) => k.brandId).sort()).toEqual(['meridian', 'northwind']);
    expect(first.find((k) => k.brandId === 'meridian')?.key).toBe(demoIntakeKey('meridian'));
    await t.database.db.execute(
      sql`update client_intake_keys set revoked_at = now() where brand_id = 'northwind' and name = ${DEMO_INTAKE_KEY_NAME}`,
    );
    const again = await seedDemoIntakeKeys(t.database.db);
    expect(again.map((k) => k.brandId)).toEqual(['meridian']);
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from client_intake_keys`);
    expect(row?.n).toBe(2);
  });

  it('registers made-up clients through the real HTTP intake', async () => {
    const app = startSimulatedClientApp(
      httpIntake(t.baseUrl),
      [{ brandId: 'meridian', key: demoIntakeKey('meridian') }],
      1,
      t.app.log,
    );
    await expect.poll(registered, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await app.stop();
  });

  it('is held to the per-key rate (429)', async () => {
    const intake = httpIntake(t.baseUrl);
    // The key has used some of its three this minute above; the fourth call is over in any case.
    const replies = [];
    for (let i = 0; i < 4; i++)
      replies.push(await intake.register(demoIntakeKey('meridian'), simulatedRegistration(Math.random, new Date())));
    expect(replies.at(-1)?.status).toBe(429);
  });
});
