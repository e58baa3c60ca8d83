import { ErrorCode, type TAuditRecord } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEFAULT_DEMO_PASSWORD } from '../../config.ts';
import { roles, staff as staffTable } from '../../db/schema.ts';
import { staffTwoFactor } from '../../db/schema-two-factor.ts';
import { hashPassword } from '../auth/passwords.ts';
import { MAX_WRONG_CODES_PER_USER, WRONG_CODE_WINDOW_MS } from './prove-code.ts';

type Session = { token: string; refresh_token: string; user: { _id: string; email: string } };
type Challenge = {
  two_factor: 'code' | 'enrol';
  challenge: string;
  expires_in: number;
  secret?: string;
  otpauth_uri?: string;
};

// The server's clock: every test moves it on by whole TOTP steps, and codes are computed from the
// secret at this time, as the user's app would.
let clock = Date.parse('2026-11-24T12:00:00Z');
const tick = (seconds = 30) => {
  clock += seconds * 1000;
};
const codeAt = (secret: string, ms = clock) => generate({ secret, epoch: Math.floor(ms / 1000) });

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({}, { clock: () => new Date(clock) });
  admin = (await t.signIn('admin@demo.test')).token;
});
afterAll(() => t.close());

const login = (email: string, password = DEFAULT_DEMO_PASSWORD) =>
  t.call<Session | Challenge>('POST', '/dashboard/auth/login', { body: { email, password } });
const secondStep = (body: Record<string, unknown>) =>
  t.call<Session & { recovery_codes?: string[] }>('POST', '/dashboard/auth/login/twoFactor', { body });
const current = (token: string) => t.call('GET', '/dashboard/crmusers/current', { token });
const logs = async (action: string) => {
  const res = await t.call<{ docs: TAuditRecord[] }>('GET', '/dashboard/users/userLogs?limit=200', { token: admin });
  return res.body.docs.filter((r) => r.action === action);
};

/** Turns two-factor on for a signed-in user through the security page's calls; answers the secret and codes. */
async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await t.call<{ secret: string; otpauth_uri: string }>('POST', '/dashboard/auth/twoFactor/enrol', {
    token,
    body: { password: DEFAULT_DEMO_PASSWORD },
  });
  expect(started.status).toBe(200);
  tick();
  const confirmed = await t.call<{ recovery_codes: string[] }>('POST', '/dashboard/auth/twoFactor/confirm', {
    token,
    body: { code: await codeAt(started.body.secret) },
  });
  expect(confirmed.status).toBe(200);
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recovery_codes };
}

async function challengeOf(email: string): Promise<Challenge> {
  const res = await login(email);
  expect(res.status).toBe(200);
  expect(res.body).not.toHaveProperty('token');
  return res.body as Challenge;
}

describe('enrolment', () => {
  it('is confirmed by a first code before it is on, and gives ten recovery codes once', async () => {
    const { token } = await t.signIn('dealing@demo.test');
    const started = await t.call<{ secret: string; otpauth_uri: string }>('POST', '/dashboard/auth/twoFactor/enrol', {
      token,
      body: { password: DEFAULT_DEMO_PASSWORD },
    });
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauth_uri).toBe(
      `otpauth://totp/Meridian%20CRM:dealing%40demo.test?secret=${started.body.secret}&issuer=Meridian%20CRM`,
    );
    // Not on until confirmed: the password alone still signs in.
    expect((await login('dealing@demo.test')).body).toHaveProperty('token');

    // The secret is stored encrypted, never as given.
    const [row] = await t.database.db.select().from(staffTwoFactor);
    expect(row?.secretEncrypted).toMatch(/^v1\./);
    expect(row?.secretEncrypted).not.toContain(started.body.secret);

    const wrong = await t.call('POST', '/dashboard/auth/twoFactor/confirm', { token, body: { code: '000000' } });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong).code).toBe(ErrorCode.twoFactorCodeInvalid);

    tick();
    const confirmed = await t.call<{ recovery_codes: string[] }>('POST', '/dashboard/auth/twoFactor/confirm', {
      token,
      body: { code: await codeAt(started.body.secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    for (const code of confirmed.body.recovery_codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const status = await t.call('GET', '/dashboard/auth/twoFactor', { token });
    expect(status.body).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    expect((await current(token)).body).toMatchObject({ two_factor_enabled: true });
    // A second enrolment while on is refused: it is turned off first.
    const again = await t.call('POST', '/dashboard/auth/twoFactor/enrol', {
      token,
      body: { password: DEFAULT_DEMO_PASSWORD },
    });
    expect(errorOf(again).code).toBe(ErrorCode.twoFactorState);
    expect(await logs('staff.twoFactorEnabled')).toHaveLength(1);
  });
});

describe('sign-in with two-factor', () => {
  let secret: string;
  beforeAll(async () => {
    ({ secret } = await enrol((await t.signIn('funding@demo.test')).token));
  });

  it('answers a challenge instead of a session, and the code gives spec point 7’s reply', async () => {
    const challenge = await challengeOf('funding@demo.test');
    expect(challenge).toMatchObject({ two_factor: 'code', expires_in: 300 });
    // The challenge is no access token.
    expect((await current(challenge.challenge)).status).toBe(401);

    tick();
    const code = await codeAt(secret);
    const signedIn = await secondStep({ challenge: challenge.challenge, code });
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.body).sort()).toEqual(['refresh_token', 'token', 'user']);
    expect(signedIn.body.user.email).toBe('funding@demo.test');
    expect((await current(signedIn.body.token)).status).toBe(200);

    // The same code again, even with a new challenge, is a replay: refused.
    const replay = await secondStep({ challenge: (await challengeOf('funding@demo.test')).challenge, code });
    expect(replay.status).toBe(401);
    expect(errorOf(replay).code).toBe(ErrorCode.twoFactorCodeInvalid);
    const failed = await logs('auth.twoFactorFailed');
    expect(failed.at(0)?.after).toMatchObject({ email: 'funding@demo.test', reason: 'replayed' });

    // The next step's code works; the sign-in is audited as made with a code.
    tick();
    const next = await secondStep({
      challenge: (await challengeOf('funding@demo.test')).challenge,
      code: await codeAt(secret),
    });
    expect(next.status).toBe(200);
    expect((await logs('auth.login')).at(0)?.after).toMatchObject({ twoFactor: 'totp' });
  });

  it('opens one session when the same code is sent twice at once', async () => {
    const [a, b] = [await challengeOf('funding@demo.test'), await challengeOf('funding@demo.test')];
    tick(60);
    const code = await codeAt(secret);
    const replies = await Promise.all([a, b].map((c) => secondStep({ challenge: c.challenge, code })));
    // The loser is refused as a replayed code. (A stray 429 here under load on PostgreSQL was the
    // throttle measuring from its transaction's start: see login-failures-repository.ts.)
    expect(replies.map((r) => r.status).sort()).toEqual([200, 401]);
    const lost = replies.find((r) => r.status === 401);
    expect(lost && errorOf(lost).code).toBe(ErrorCode.twoFactorCodeInvalid);
  });

  it('refuses a challenge whose password was changed before the second step', async () => {
    const challenge = await challengeOf('funding@demo.test');
    const [before] = await t.database.db
      .select({ hash: staffTable.passwordHash })
      .from(staffTable)
      .where(eq(staffTable.email, 'funding@demo.test'));
    // A reset elsewhere (an administrator's set-password link, say) gives the account a new hash.
    await t.database.db
      .update(staffTable)
      .set({ passwordHash: await hashPassword('Another-Password-2026') })
      .where(eq(staffTable.email, 'funding@demo.test'));
    tick();
    const late = await secondStep({ challenge: challenge.challenge, code: await codeAt(secret) });
    expect(late.status).toBe(401);
    expect(errorOf(late).code).toBe(ErrorCode.twoFactorChallengeInvalid);
    await t.database.db
      .update(staffTable)
      .set({ passwordHash: before?.hash })
      .where(eq(staffTable.email, 'funding@demo.test'));
  });

  it('refuses an expired challenge and a forged one', async () => {
    const challenge = await challengeOf('funding@demo.test');
    tick(301);
    const late = await secondStep({ challenge: challenge.challenge, code: await codeAt(secret) });
    expect(late.status).toBe(401);
    expect(errorOf(late).code).toBe(ErrorCode.twoFactorChallengeInvalid);
    const forged = await secondStep({ challenge: admin, code: await codeAt(secret) });
    expect(errorOf(forged).code).toBe(ErrorCode.twoFactorChallengeInvalid);
  });
});

describe('recovery codes', () => {
  it('each signs in once, and regenerating replaces them all', async () => {
    const { token } = await t.signIn('accounting@demo.test');
    const { secret, recoveryCodes } = await enrol(token);
    const [first, second] = recoveryCodes as [string, string];

    const used = await secondStep({
      challenge: (await challengeOf('accounting@demo.test')).challenge,
      recovery_code: first,
    });
    expect(used.status).toBe(200);
    expect((await logs('auth.login')).at(0)?.after).toMatchObject({ twoFactor: 'recovery_code' });
    // Typed in capitals without the dash it is the same code, and it is spent.
    const again = await secondStep({
      challenge: (await challengeOf('accounting@demo.test')).challenge,
      recovery_code: first.replace('-', '').toUpperCase(),
    });
    expect(again.status).toBe(401);
    expect(errorOf(again).code).toBe(ErrorCode.twoFactorCodeInvalid);
    const status = await t.call('GET', '/dashboard/auth/twoFactor', { token: used.body.token });
    expect(status.body).toMatchObject({ recovery_codes_left: 9 });

    tick();
    const regenerated = await t.call<{ recovery_codes: string[] }>('POST', '/dashboard/auth/twoFactor/recoveryCodes', {
      token: used.body.token,
      body: { password: DEFAULT_DEMO_PASSWORD, code: await codeAt(secret) },
    });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.recovery_codes).toHaveLength(10);
    const old = await secondStep({
      challenge: (await challengeOf('accounting@demo.test')).challenge,
      recovery_code: second,
    });
    expect(errorOf(old).code).toBe(ErrorCode.twoFactorCodeInvalid);
    const fresh = await secondStep({
      challenge: (await challengeOf('accounting@demo.test')).challenge,
      recovery_code: regenerated.body.recovery_codes[0],
    });
    expect(fresh.status).toBe(200);
  });
});

describe('throttling', () => {
  it('makes wrong codes wait like wrong passwords, and a right password does not clear the count', async () => {
    const { secret } = await enrol((await t.signIn('marketing@demo.test')).token);
    // Held for the end: a challenge whose right code comes while the pair must wait.
    const held = await challengeOf('marketing@demo.test');
    tick();
    const statuses: number[] = [];
    let res = await secondStep({ challenge: held.challenge, code: '123456' });
    statuses.push(res.status);
    while (res.status !== 429 && statuses.length < 8) {
      const step = await login('marketing@demo.test');
      if (step.status === 429) break;
      res = await secondStep({ challenge: (step.body as Challenge).challenge, code: '123456' });
      statuses.push(res.status);
    }
    // Each password try and each code try counts until a sign-in completes: five free failures,
    // then the pair waits (1 s, then 2, 4 …, database time). Password, code, password, code,
    // password: the next code waits, right or wrong.
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const right = await secondStep({ challenge: held.challenge, code: await codeAt(secret) });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const failed = await logs('auth.twoFactorFailed');
    expect(failed.filter((r) => (r.after as { email: string }).email === 'marketing@demo.test')).toHaveLength(2);
  });
});

describe('the per-user cap on wrong codes', () => {
  it('refuses codes from any address once a user has sent ten wrong ones, until the window ends', async () => {
    // A second instance over the same database that trusts one proxy hop, so each try comes from an
    // address of its own: the per-address throttle never bites, only the per-user cap can.
    const proxied = await startTestApp({ TRUST_PROXY: '1' }, { sharing: t, clock: () => new Date(clock) });
    try {
      const email = 'developer@demo.test';
      const { secret } = await enrol((await t.signIn(email)).token);
      const from = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
      const challengeFrom = async (n: number) => {
        const res = await proxied.call<Challenge>('POST', '/dashboard/auth/login', {
          body: { email, password: DEFAULT_DEMO_PASSWORD },
          headers: from(n),
        });
        expect(res.status).toBe(200);
        return res.body.challenge;
      };
      const tryCode = (n: number, challenge: string, code: string) =>
        proxied.call('POST', '/dashboard/auth/login/twoFactor', { body: { challenge, code }, headers: from(n) });
      tick();
      const wrong = (await codeAt(secret)) === '000000' ? '111111' : '000000';
      // One challenge, its codes sent from ten addresses (under the email's ceiling of failures).
      const challenge = await challengeFrom(1);
      for (let n = 1; n <= MAX_WRONG_CODES_PER_USER; n++) expect((await tryCode(n, challenge, wrong)).status).toBe(401);
      // The right code, from yet another address: refused for the rest of the window.
      const locked = await tryCode(100, challenge, await codeAt(secret));
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
      // The window ends (the clock moves; nothing sleeps): the right code signs in and clears the count.
      tick(WRONG_CODE_WINDOW_MS / 1000);
      expect((await tryCode(101, await challengeFrom(101), await codeAt(secret))).status).toBe(200);
      const [mine] = await t.database.db
        .select({ failed: staffTwoFactor.failedCodes })
        .from(staffTwoFactor)
        .innerJoin(staffTable, eq(staffTable.id, staffTwoFactor.staffId))
        .where(eq(staffTable.email, email));
      expect(mine?.failed).toBe(0);
    } finally {
      await proxied.close();
    }
  });
});

describe('reset by an administrator', () => {
  it('removes two-factor, ends every session of the user, and is audited', async () => {
    // Support: within an administrator's rights (the developer, say, holds internal.* beyond them).
    const agent = 'support@demo.test';
    const { token, user } = await t.signIn(agent);
    await enrol(token);
    // Without crm_users.update_crm_users: refused.
    const sales = (await t.signIn('sales@demo.test')).token;
    expect((await t.call('DELETE', `/dashboard/crmusers/${user._id}/twoFactor`, { token: sales })).status).toBe(403);
    // Not one's own.
    const adminId = ((await current(admin)).body as { _id: string })._id;
    expect((await t.call('DELETE', `/dashboard/crmusers/${adminId}/twoFactor`, { token: admin })).status).toBe(409);

    const reset = await t.call('DELETE', `/dashboard/crmusers/${user._id}/twoFactor`, { token: admin });
    expect(reset.status).toBe(200);
    expect((await current(token)).status).toBe(401);
    expect((await login(agent)).body).toHaveProperty('token');
    const [record] = await logs('staff.twoFactorReset');
    expect(record?.entityId).toBe(user._id);
    expect(record?.before).toMatchObject({ two_factor_enabled: true });
    expect(record?.after).toMatchObject({ two_factor_enabled: false });
  });
});

describe('enforcement', () => {
  it('for a role: its unenrolled staff are signed out and led to enrol at the next sign-in', async () => {
    const [support] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'support'));
    const [adminRole] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'));
    const supportId = support?.id as string;
    const before = await t.signIn('support@demo.test');

    // Only with crm_users.update_crm_users.
    const sales = (await t.signIn('sales@demo.test')).token;
    const refused = await t.call('PUT', '/dashboard/crmusers/twoFactorPolicy', {
      token: sales,
      body: { everyone: false, role_ids: [supportId] },
    });
    expect(refused.status).toBe(403);
    // Nor by an administrator of one brand: the policy covers every brand.
    const oneBrand = await t.call<{ _id: string }>('POST', '/dashboard/crmusers', {
      token: admin,
      body: {
        first_name: 'One',
        last_name: 'Brand',
        email: 'one.brand.admin@demo.test',
        password: 'One-Brand-Admin-2026',
        department: 'admin',
        brands: ['meridian'],
        permissions: ['crm_users.update_crm_users'],
      },
    });
    expect(oneBrand.status).toBe(201);
    const narrow = (await t.signIn('one.brand.admin@demo.test', 'One-Brand-Admin-2026')).token;
    const brandOnly = await t.call('PUT', '/dashboard/crmusers/twoFactorPolicy', {
      token: narrow,
      body: { everyone: true, role_ids: [] },
    });
    expect(brandOnly.status).toBe(403);
    expect(errorOf(brandOnly).code).toBe(ErrorCode.forbidden);
    // An administrator cannot require it of their own role before turning it on for themselves.
    const selfFirst = await t.call('PUT', '/dashboard/crmusers/twoFactorPolicy', {
      token: admin,
      body: { everyone: false, role_ids: [adminRole?.id] },
    });
    expect(errorOf(selfFirst).code).toBe(ErrorCode.twoFactorSelfFirst);

    const set = await t.call('PUT', '/dashboard/crmusers/twoFactorPolicy', {
      token: admin,
      body: { everyone: false, role_ids: [supportId] },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ everyone: false, role_ids: [supportId], not_enrolled: 1 });
    expect((await logs('twoFactor.policy')).at(0)?.after).toMatchObject({ role_ids: [supportId], staffSignedOut: 1 });
    // The open session ended: no call of theirs works until they enrol.
    expect((await current(before.token)).status).toBe(401);

    const challenge = await challengeOf('support@demo.test');
    expect(challenge.two_factor).toBe('enrol');
    expect(challenge.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(challenge.otpauth_uri).toContain(challenge.secret);
    // A recovery code cannot stand in for the enrolment's first code.
    const recovery = await secondStep({ challenge: challenge.challenge, recovery_code: 'abcde-23456' });
    expect(recovery.status).toBe(401);
    tick();
    const enrolled = await secondStep({
      challenge: challenge.challenge,
      code: await codeAt(challenge.secret as string),
    });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.recovery_codes).toHaveLength(10);
    expect((await current(enrolled.body.token)).body).toMatchObject({ two_factor_enabled: true });

    // From now on the code is asked for, and it cannot be turned off while required.
    expect((await challengeOf('support@demo.test')).two_factor).toBe('code');
    tick();
    const off = await t.call('DELETE', '/dashboard/auth/twoFactor', {
      token: enrolled.body.token,
      body: { password: DEFAULT_DEMO_PASSWORD, code: await codeAt(challenge.secret as string) },
    });
    expect(errorOf(off).code).toBe(ErrorCode.twoFactorState);
    const status = await t.call('GET', '/dashboard/auth/twoFactor', { token: enrolled.body.token });
    expect(status.body).toMatchObject({ enabled: true, required: true });

    // Staff of other roles are not asked.
    expect((await login('compliance@demo.test')).body).toHaveProperty('token');
    const policy = await t.call('GET', '/dashboard/crmusers/twoFactorPolicy', { token: admin });
    expect(policy.body).toMatchObject({ role_ids: [supportId], not_enrolled: 0 });
  });

  it('lets a user without a requirement turn it off with a current code', async () => {
    const { token } = await t.signIn('compliance@demo.test');
    const { secret } = await enrol(token);
    const wrong = await t.call('DELETE', '/dashboard/auth/twoFactor', {
      token,
      body: { password: DEFAULT_DEMO_PASSWORD, code: '999999' },
    });
    expect(wrong.status).toBe(401);
    tick();
    // A right code without the password (a session left open on a desk) does not turn it off.
    const noPassword = await t.call('DELETE', '/dashboard/auth/twoFactor', {
      token,
      body: { password: 'Not-The-Password-1', code: await codeAt(secret) },
    });
    expect(errorOf(noPassword)).toMatchObject({
      code: ErrorCode.currentPasswordWrong,
      details: [{ path: 'password' }],
    });
    expect((await t.call('GET', '/dashboard/auth/twoFactor', { token })).body).toMatchObject({ enabled: true });
    const off = await t.call('DELETE', '/dashboard/auth/twoFactor', {
      token,
      body: { password: DEFAULT_DEMO_PASSWORD, code: await codeAt(secret) },
    });
    expect(off.status).toBe(200);
    expect((await login('compliance@demo.test')).body).toHaveProperty('token');
    expect((await logs('staff.twoFactorDisabled')).length).toBe(1);
  });
});

describe('the password again on the security page', () => {
  it('is needed to start the set-up, refused on its field when wrong, and throttled like a sign-in', async () => {
    const { token, user } = await t.signIn('sales@demo.test');
    const enrolWith = (body: Record<string, unknown>) =>
      t.call('POST', '/dashboard/auth/twoFactor/enrol', { token, body });
    expect((await enrolWith({})).status).toBe(400);
    const wrong = await enrolWith({ password: 'Not-The-Password-1' });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong)).toMatchObject({ code: ErrorCode.currentPasswordWrong, details: [{ path: 'password' }] });
    // No secret was made for a wrong password.
    const rows = await t.database.db.select().from(staffTwoFactor).where(eq(staffTwoFactor.staffId, user._id));
    expect(rows).toHaveLength(0);

    // Each wrong password counts as a failed sign-in of the pair: after the free ones it waits,
    // and the right password waits too.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await enrolWith({ password: `Wrong-Password-${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const waiting = await enrolWith({ password: DEFAULT_DEMO_PASSWORD });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const failed = (await logs('auth.passwordRecheckFailed')).filter((r) => r.entityId === user._id);
    expect(failed).toHaveLength(5);
    // Refusals do not end the session.
    expect((await current(token)).status).toBe(200);
  });
});
