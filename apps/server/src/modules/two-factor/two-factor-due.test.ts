import { ErrorCode, type TAuditRecord } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEFAULT_DEMO_PASSWORD } from '../../config.ts';
import { roles } from '../../db/schema.ts';

/**
 * A staff user the two-factor policy comes to require while they are signed in without it loses
 * their sessions at once, on every instance: a second server over the same database holds the
 * session (in its cache) while the change is made through the first.
 */

let clock = Date.parse('2026-11-24T12:00:00Z');
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });

let t: TestApp;
let other: TestApp;
let admin: string;
let supportRole: string;
beforeAll(async () => {
  t = await startTestApp({}, { clock: () => new Date(clock) });
  other = await startTestApp({}, { sharing: t, clock: () => new Date(clock) });
  admin = (await t.signIn('admin@demo.test')).token;
  const [support] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'support'));
  supportRole = support?.id as string;
  const set = await t.call('PUT', '/dashboard/crmusers/twoFactorPolicy', {
    token: admin,
    body: { everyone: false, role_ids: [supportRole] },
  });
  expect(set.status).toBe(200);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** Signs in on the other instance and makes it cache the session (two calls that pass). */
async function signedInElsewhere(email: string) {
  const session = await other.signIn(email);
  for (let i = 0; i < 2; i++) expect((await current(other, session.token)).status).toBe(200);
  return session;
}
const current = (app: TestApp, token: string) => app.call('GET', '/dashboard/crmusers/current', { token });
const refresh = (app: TestApp, refreshToken: string) =>
  app.call('POST', '/dashboard/auth/token', { body: { refresh_token: refreshToken } });
const giveRole = (id: string, roleId: string, token = admin) =>
  t.call('PATCH', `/dashboard/crmusers/${id}`, { token, body: { role_id: roleId } });
const logs = async (action: string) => {
  const res = await t.call<{ docs: TAuditRecord[] }>('GET', '/dashboard/users/userLogs?limit=200', { token: admin });
  return res.body.docs.filter((r) => r.action === action);
};
async function enrol(token: string): Promise<void> {
  const started = await t.call<{ secret: string }>('POST', '/dashboard/auth/twoFactor/enrol', {
    token,
    body: { password: DEFAULT_DEMO_PASSWORD },
  });
  expect(started.status).toBe(200);
  clock += 30_000;
  const confirmed = await t.call('POST', '/dashboard/auth/twoFactor/confirm', {
    token,
    body: { code: await codeAt(started.body.secret) },
  });
  expect(confirmed.status).toBe(200);
}

describe('a new role the policy covers', () => {
  it('ends every session of a user without two-factor at once, on every instance, and is audited', async () => {
    const dealing = await signedInElsewhere('dealing@demo.test');
    const moved = await giveRole(dealing.user._id, supportRole);
    expect(moved.status).toBe(200);
    // The other instance has heard everything committed before this point (in practice, milliseconds).
    await other.app.sessionCache.catchUp();
    expect((await current(other, dealing.token)).status).toBe(401);
    expect((await refresh(other, dealing.refresh_token)).status).toBe(401);

    const [record] = await logs('staff.twoFactorDue');
    expect(record).toMatchObject({ entityId: dealing.user._id, after: { reason: 'role', sessionsEnded: 1 } });
    // Their next sign-in leads them to enrol after the password.
    const next = await t.call<{ two_factor?: string }>('POST', '/dashboard/auth/login', {
      body: { email: 'dealing@demo.test', password: DEFAULT_DEMO_PASSWORD },
    });
    expect(next.body.two_factor).toBe('enrol');
  });

  it('leaves a user who has two-factor on signed in', async () => {
    const compliance = await t.signIn('compliance@demo.test');
    await enrol(compliance.token);
    expect((await giveRole(compliance.user._id, supportRole)).status).toBe(200);
    expect((await current(t, compliance.token)).status).toBe(200);
    expect(await logs('staff.twoFactorDue')).toHaveLength(1);
  });

  it('is refused for oneself before turning it on (one would sign oneself out)', async () => {
    const self = await current(t, admin);
    const refused = await giveRole((self.body as { _id: string })._id, supportRole);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe(ErrorCode.twoFactorSelfFirst);
    expect((await current(t, admin)).status).toBe(200);
  });
});

describe('the policy required of everyone', () => {
  it('ends the sessions of every unenrolled user on every instance', async () => {
    const marketing = await signedInElsewhere('marketing@demo.test');
    await enrol(admin);
    const set = await t.call('PUT', '/dashboard/crmusers/twoFactorPolicy', {
      token: admin,
      body: { everyone: true, role_ids: [] },
    });
    expect(set.status).toBe(200);
    await other.app.sessionCache.catchUp();
    expect((await current(other, marketing.token)).status).toBe(401);
    expect((await refresh(other, marketing.refresh_token)).status).toBe(401);
    // The administrator who enrolled stays signed in.
    expect((await current(t, admin)).status).toBe(200);
    const [record] = await logs('twoFactor.policy');
    expect(record?.after).toMatchObject({ everyone: true });
    expect((record?.after as { staffSignedOut?: number } | undefined)?.staffSignedOut).toBeGreaterThan(0);
  });
});
